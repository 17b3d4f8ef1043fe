// Meta's webhook for the firm's WhatsApp number (issue 40.4;
// docs/WHATSAPP.md). GET: the subscription's check, answered with its
// challenge when the verify token matches. POST: events, taken only when
// signed with the app secret (X-Hub-Signature-256) and recent; messages are
// stored and queued for filing, statuses applied, in one transaction, before
// the 200 that tells Meta not to send them again. Off (404) without the
// firm's credentials.
import { getDb } from "#app/db/client.server.ts";
import { getEnv } from "#app/env.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { isSignedByMeta } from "#app/whatsapp/cloud-api.server.ts";
import { storeInbound } from "#app/whatsapp/inbound.server.ts";
import { isWhatsAppOn } from "#app/whatsapp/opt-in.server.ts";
import { readWebhookEvents } from "#app/whatsapp/webhook-events.ts";
import { applyStatus } from "#app/whatsapp/whatsapp-outbox.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/webhooks.whatsapp";

const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };

export function loader({ request }: Route.LoaderArgs) {
  const { WHATSAPP_VERIFY_TOKEN: verifyToken } = getEnv();
  if (!isWhatsAppOn() || !verifyToken) return new Response("Not found", { status: 404, headers });
  const { hub } = readQuery(request, VerificationQuery);
  if (hub.mode !== "subscribe" || hub.verify_token !== verifyToken) {
    return new Response("Forbidden", { status: 403, headers });
  }
  return new Response(hub.challenge, { status: 200, headers });
}

/** The subscription's check: GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… (the form reader nests dotted names). */
const VerificationQuery = z.object({
  hub: z
    .object({
      mode: z.string().max(20).catch(""),
      verify_token: z.string().max(200).catch(""),
      challenge: z
        .string()
        .regex(/^[\w-]{1,100}$/)
        .catch(""),
    })
    .catch({ mode: "", verify_token: "", challenge: "" }),
});

export async function action({ request }: Route.ActionArgs) {
  const { WHATSAPP_APP_SECRET: appSecret } = getEnv();
  if (!isWhatsAppOn() || !appSecret) return new Response("Not found", { status: 404, headers });
  if (request.method !== "POST")
    return new Response("Method not allowed", { status: 405, headers: { ...headers, Allow: "POST" } });
  const raw = Buffer.from(await request.arrayBuffer());
  if (!isSignedByMeta(raw, request.headers.get("x-hub-signature-256"), appSecret)) {
    logger.warn("a WhatsApp webhook request without a valid signature was refused");
    return new Response("Invalid signature", { status: 401, headers });
  }
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return new Response("Not JSON", { status: 400, headers });
  }
  const events = readWebhookEvents(body, new Date());
  if (events.stale > 0) logger.warn({ stale: events.stale }, "stale WhatsApp webhook events were refused");
  await getDb().transaction(async (tx) => {
    for (const message of events.messages) await storeInbound(tx, message);
    for (const status of events.statuses) await applyStatus(tx, status);
  });
  return new Response("OK", { status: 200, headers });
}
