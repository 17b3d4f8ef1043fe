// The proof-of-work challenge (ALTCHA) a form asks for when its client's
// network has used up the per-address limit: on a carrier's shared address
// (CGNAT) a real client solves it in a second or two and goes on, while a
// flood pays in CPU for every submission. Self-hosted: no third-party
// service sees our visitors.
import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { lte } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { usedChallenges } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { logger } from "#app/logger.server.ts";

/** The form field the widget fills with its solution. */
export const CHALLENGE_FIELD = "altcha";

const ALGORITHM = "PBKDF2/SHA-256";
// The solver derives a key (PBKDF2, 100 rounds) for each counter from 0 up
// to this secret one: about 12,500 keys, a second or two on a cheap phone
// with its workers, about half a second of a server core for a bot. The
// server checks the key's signature: one HMAC.
const COST = 100;
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 20_000;
const LIFETIME_MS = 10 * 60_000;
/** A payload is a few hundred characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_000;

/** Two keys derived from the auth secret, so no new secret to manage. */
function getKeys() {
  const secret = getEnv().BETTER_AUTH_SECRET;
  const derive = (purpose: string) => createHmac("sha256", secret).update(purpose).digest("base64url");
  return { hmacSignatureSecret: derive("altcha-challenge"), hmacKeySignatureSecret: derive("altcha-key") };
}

export async function createFormChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
    ...getKeys(),
  });
}

/**
 * True when `payload` (the widget's field) solves a challenge of ours that
 * has not expired and has not been used before; it is then used up.
 */
export async function redeemSolution(payload: unknown): Promise<boolean> {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return false;
  let parsed: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return false;
  }
  const { challenge, solution } = parsed ?? {};
  if (
    typeof challenge !== "object" ||
    challenge === null ||
    typeof challenge.parameters !== "object" ||
    challenge.parameters === null ||
    typeof challenge.signature !== "string" ||
    challenge.parameters.algorithm !== ALGORITHM ||
    typeof solution !== "object" ||
    solution === null
  ) {
    return false;
  }
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...getKeys() });
    if (!result.verified) return false;
  } catch {
    // A payload shaped to make the library throw is simply not a solution.
    return false;
  }
  const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1_000);
  sweepNowAndThen();
  const used = await getDb()
    .insert(usedChallenges)
    .values({ signature: challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedChallenges.signature });
  return used.length === 1;
}

const SWEEP_EVERY_MS = 60_000;
let sweptAt = 0;

function sweepNowAndThen() {
  const now = Date.now();
  if (now - sweptAt < SWEEP_EVERY_MS) return;
  sweptAt = now;
  getDb()
    .delete(usedChallenges)
    .where(lte(usedChallenges.expiresAt, new Date(now)))
    .catch((error: unknown) => logger.warn({ err: error }, "deleting expired challenges failed"));
}
