// The one-time code that confirms an approval (issue 38, item 1): six
// digits, emailed to the client, single use, ten minutes, five tries. Only
// its HMAC is stored: a database copy does not give the codes away, and the
// key (BETTER_AUTH_SECRET) is not in the database.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_LIFETIME_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** A code as stored: its HMAC, when it expires, the wrong tries so far, and when it was used. */
export type StoredCode = { codeHash: string; expiresAt: Date; attempts: number; usedAt: Date | null };

/** What checking a typed code found; only "wrong" counts a try. */
export type CodeCheck = "right" | "none" | "used" | "expired" | "exhausted" | "wrong";

/** Six random digits (leading zeros kept) from the system's CSPRNG. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** The code's HMAC, bound to the draft and the client it was made for: it confirms nothing else. */
export function hashCode(code: string, boundTo: { draftId: number; userId: string }, secret: string): string {
  return createHmac("sha256", secret).update(`${boundTo.draftId}:${boundTo.userId}:${code}`).digest("hex");
}

/**
 * Checks a typed code against the client's latest code for the draft. A
 * used, expired or exhausted code is refused before it is compared: after
 * five wrong tries even the right code needs a fresh one.
 */
export function checkCode(stored: StoredCode | null, typedHash: string, now: Date): CodeCheck {
  if (!stored) return "none";
  if (stored.usedAt) return "used";
  if (stored.expiresAt.getTime() <= now.getTime()) return "expired";
  if (stored.attempts >= CODE_MAX_ATTEMPTS) return "exhausted";
  // The HMACs are compared in constant time: how long a refusal takes says nothing of the code.
  const expected = Buffer.from(stored.codeHash, "hex");
  const typed = Buffer.from(typedHash, "hex");
  return expected.length === typed.length && timingSafeEqual(expected, typed) ? "right" : "wrong";
}

/** Whether a code can still be entered: unused, unexpired, tries left. */
export function isCodeOpen(stored: StoredCode, now: Date): boolean {
  return !stored.usedAt && stored.expiresAt.getTime() > now.getTime() && stored.attempts < CODE_MAX_ATTEMPTS;
}

/** What the client is told when a code is refused; `attempts` counts the wrong try just made. */
export function describeRefusedCode(check: Exclude<CodeCheck, "right">, attempts: number): string {
  const askAgain = "Please press 'Email me a new code' and use the new one.";
  switch (check) {
    case "none":
      return "Please ask for a code first: press 'Email me a code'.";
    case "used":
      return `This code has already been used. ${askAgain}`;
    case "expired":
      return `This code has expired: a code works for ${CODE_LIFETIME_MINUTES} minutes. ${askAgain}`;
    case "exhausted":
      return `This code was entered wrongly ${CODE_MAX_ATTEMPTS} times. ${askAgain}`;
    case "wrong": {
      const left = CODE_MAX_ATTEMPTS - attempts;
      if (left <= 0) return `That code is not right, and it has now been tried ${CODE_MAX_ATTEMPTS} times. ${askAgain}`;
      return `That code is not right. Please check the email and try again (${left} ${left === 1 ? "try" : "tries"} left).`;
    }
  }
}
