import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { isSignedByMeta } from "./cloud-api.server.ts";
import { readWebhookEvents, STALE_SECONDS } from "./webhook-events.ts";

const NOW = new Date("2026-11-27T06:00:00Z");
const seconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** A payload as Meta's documentation shows it: one change of the "messages" field. */
const payload = (value: Record<string, unknown>) => ({
  object: "whatsapp_business_account",
  entry: [
    { id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", ...value } }] },
  ],
});

describe("readWebhookEvents", () => {
  test("reads a text, a photo, a document and a list reply, and a failed status with its error", () => {
    const at = seconds(NOW);
    const read = readWebhookEvents(
      payload({
        messages: [
          { id: "wamid.1", from: "919876543210", timestamp: at, type: "text", text: { body: "Namaste" } },
          {
            id: "wamid.2",
            from: "919876543210",
            timestamp: at,
            type: "image",
            image: { id: "m1", caption: "Form 16" },
          },
          {
            id: "wamid.3",
            from: "919876543210",
            timestamp: at,
            type: "document",
            document: { id: "m2", filename: "ais.pdf", mime_type: "application/pdf" },
            context: { id: "wamid.notice" },
          },
          {
            id: "wamid.4",
            from: "919876543210",
            timestamp: at,
            type: "interactive",
            interactive: { type: "list_reply", list_reply: { id: "ETF-1-1", title: "ETF-482-139-075" } },
          },
          { id: "wamid.5", from: "919876543210", timestamp: at, type: "sticker", sticker: { id: "s" } },
        ],
        statuses: [
          {
            id: "wamid.out",
            status: "failed",
            timestamp: at,
            recipient_id: "919876543210",
            errors: [{ code: 131026, title: "Message undeliverable" }],
          },
        ],
      }),
      NOW,
    );
    expect(read.messages.map((message) => [message.kind, message.body, message.payload])).toEqual([
      ["text", "Namaste", {}],
      ["image", "Form 16", { mediaId: "m1", mimeType: undefined }],
      ["document", "", { replyTo: "wamid.notice", mediaId: "m2", mimeType: "application/pdf", fileName: "ais.pdf" }],
      ["list-reply", "ETF-482-139-075", { replyId: "ETF-1-1" }],
    ]);
    expect(read.statuses).toEqual([
      { waMessageId: "wamid.out", status: "failed", at: NOW, error: "131026 Message undeliverable" },
    ]);
    expect(read.stale).toBe(0);
  });

  test("refuses events older than a day or from the future, and skips what is not Meta's shape", () => {
    const old = new Date(NOW.getTime() - (STALE_SECONDS + 60) * 1000);
    const future = new Date(NOW.getTime() + 10 * 60 * 1000);
    const read = readWebhookEvents(
      payload({
        messages: [
          { id: "wamid.old", from: "919876543210", timestamp: seconds(old), type: "text", text: { body: "x" } },
          { id: "wamid.new", from: "919876543210", timestamp: seconds(future), type: "text", text: { body: "x" } },
          { id: "wamid.bad", from: "not a number", timestamp: seconds(NOW), type: "text", text: { body: "x" } },
        ],
      }),
      NOW,
    );
    expect(read).toEqual({ messages: [], statuses: [], stale: 2 });
    expect(readWebhookEvents({ object: "page", entry: [] }, NOW)).toEqual({ messages: [], statuses: [], stale: 0 });
    expect(readWebhookEvents("not even an object", NOW).messages).toEqual([]);
  });
});

test("a signature is Meta's only when it is the app secret's HMAC-SHA256 of these very bytes", () => {
  const body = Buffer.from('{"name":"\\u0938\\u0941\\u0936\\u094d\\u0930\\u0940"}');
  const signature = `sha256=${createHmac("sha256", "app-secret").update(body).digest("hex")}`;
  expect(isSignedByMeta(body, signature, "app-secret")).toBe(true);
  expect(isSignedByMeta(body, signature, "another-secret")).toBe(false);
  expect(isSignedByMeta(Buffer.from(JSON.stringify(JSON.parse(body.toString()))), signature, "app-secret")).toBe(false);
  expect(isSignedByMeta(body, null, "app-secret")).toBe(false);
  expect(isSignedByMeta(body, "sha256=abcd", "app-secret")).toBe(false);
});
