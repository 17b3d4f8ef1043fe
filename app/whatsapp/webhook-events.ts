// Meta's webhook payload, read (issue 40.4): `object:
// "whatsapp_business_account"`, `entry[].changes[]` with `field: "messages"`
// and a value of `messages[]` (what clients sent) and `statuses[]` (what
// became of ours). Anything of another shape is skipped, never thrown on;
// an event older than STALE_SECONDS (or from the future) is refused, so a
// captured request replayed later does nothing.
// https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/
import { z } from "#app/zod.ts";
import type { InboundMessage } from "./inbound.server.ts";

/** How old an event may be: Meta retries an unanswered one for up to a day at first (then less often). */
export const STALE_SECONDS = 24 * 60 * 60;
const FUTURE_SECONDS = 5 * 60;

export type StatusEvent = {
  waMessageId: string;
  status: "sent" | "delivered" | "read" | "failed";
  at: Date;
  error?: string;
};

const Timestamp = z.string().regex(/^\d{9,11}$/);
const Digits = z.string().regex(/^\d{6,15}$/);
const WaId = z.string().min(1).max(200);

const Message = z.object({
  id: WaId,
  from: Digits,
  timestamp: Timestamp,
  type: z.string(),
  context: z.object({ id: WaId }).partial().optional(),
  text: z.object({ body: z.string().max(4_096) }).optional(),
  image: z.object({ id: WaId, mime_type: z.string().optional(), caption: z.string().max(1_024).optional() }).optional(),
  document: z
    .object({
      id: WaId,
      mime_type: z.string().optional(),
      filename: z.string().max(255).optional(),
      caption: z.string().max(1_024).optional(),
    })
    .optional(),
  interactive: z
    .object({ type: z.string(), list_reply: z.object({ id: z.string().max(200), title: z.string() }).optional() })
    .optional(),
});

const Status = z.object({
  id: WaId,
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: Timestamp,
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});

const Payload = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ messages: z.array(z.unknown()).optional(), statuses: z.array(z.unknown()).optional() }),
        }),
      ),
    }),
  ),
});

/** The messages and statuses of a payload, less what is stale or of a shape we do not take. */
export function readWebhookEvents(
  body: unknown,
  now: Date,
): { messages: InboundMessage[]; statuses: StatusEvent[]; stale: number } {
  const read = { messages: [] as InboundMessage[], statuses: [] as StatusEvent[], stale: 0 };
  const payload = Payload.safeParse(body);
  if (!payload.success) return read;
  const values = payload.data.entry.flatMap((entry) => entry.changes.filter((change) => change.field === "messages"));
  const isFresh = (timestamp: string) => {
    const age = now.getTime() / 1000 - Number(timestamp);
    const fresh = age <= STALE_SECONDS && age >= -FUTURE_SECONDS;
    if (!fresh) read.stale++;
    return fresh;
  };
  for (const { value } of values) {
    for (const raw of value.messages ?? []) {
      const message = Message.safeParse(raw);
      if (!message.success || !isFresh(message.data.timestamp)) continue;
      const inbound = toInbound(message.data);
      if (inbound) read.messages.push(inbound);
    }
    for (const raw of value.statuses ?? []) {
      const status = Status.safeParse(raw);
      if (!status.success || !isFresh(status.data.timestamp)) continue;
      const error = status.data.errors?.[0];
      read.statuses.push({
        waMessageId: status.data.id,
        status: status.data.status,
        at: new Date(Number(status.data.timestamp) * 1000),
        ...(error ? { error: `${error.code ?? ""} ${error.title ?? error.message ?? ""}`.trim() } : {}),
      });
    }
  }
  return read;
}

/** A client's message as we keep it; a kind we do not take (stickers, locations, voice) is null. */
function toInbound(message: z.infer<typeof Message>): InboundMessage | null {
  const common = {
    waMessageId: message.id,
    number: message.from,
    at: new Date(Number(message.timestamp) * 1000),
  };
  const replyTo = message.context?.id ? { replyTo: message.context.id } : {};
  if (message.type === "text" && message.text) {
    return { ...common, kind: "text", body: message.text.body, payload: replyTo };
  }
  if (message.type === "image" && message.image) {
    return {
      ...common,
      kind: "image",
      body: message.image.caption ?? "",
      payload: { ...replyTo, mediaId: message.image.id, mimeType: message.image.mime_type },
    };
  }
  if (message.type === "document" && message.document) {
    return {
      ...common,
      kind: "document",
      body: message.document.caption ?? "",
      payload: {
        ...replyTo,
        mediaId: message.document.id,
        mimeType: message.document.mime_type,
        fileName: message.document.filename,
      },
    };
  }
  if (message.type === "interactive" && message.interactive?.list_reply) {
    return {
      ...common,
      kind: "list-reply",
      body: message.interactive.list_reply.title,
      payload: { replyId: message.interactive.list_reply.id },
    };
  }
  return null;
}
