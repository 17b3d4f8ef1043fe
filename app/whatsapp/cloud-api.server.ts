// The client of Meta's WhatsApp Cloud API (issue 40): sending messages,
// reading media, checking the webhook's signature. The documented HTTP API
// and nothing more, so that the firm's credentials make it work against
// Meta and a test's stand-in (tests/whatsapp-stand-in.ts) against that.
// https://developers.facebook.com/documentation/business-messaging/whatsapp/
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "#app/env.server.ts";

/** An error answer of the Graph API: `{ error: { code, message, error_subcode, error_data: { details } } }`. */
export class GraphApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly details = "",
  ) {
    super(`WhatsApp API ${status} (code ${code}): ${message}${details ? `: ${details}` : ""}`);
    this.name = "GraphApiError";
  }

  /**
   * Throughput limits: tried again later, with backoff (the job queue's).
   * 4 and 80007: the app's or the account's call rate; 130429: the number's
   * messages per second; 131056: too many to one client at once.
   */
  get isRateLimit(): boolean {
    return [4, 80007, 130429, 131056].includes(this.code);
  }

  /**
   * The message will never go, however often it is tried: the number is
   * not on WhatsApp or Meta will not deliver to it (131026, 131049, 131030
   * for a test number's allow list), the client stopped messages (131050),
   * the 24-hour window is closed (131047), or the template is not approved
   * in this language or with these values (132000, 132001, 132005, 132007,
   * 132012, 132015, 132016). The notice goes by email instead.
   */
  get isFinal(): boolean {
    return [
      131026, 131030, 131047, 131049, 131050, 131051, 132000, 132001, 132005, 132007, 132012, 132015, 132016,
    ].includes(this.code);
  }
}

function getSettings() {
  const env = getEnv();
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  if (!token || !phoneNumberId) throw new Error("WhatsApp is not set up (docs/WHATSAPP.md).");
  return { token, phoneNumberId, apiUrl: env.WHATSAPP_API_URL.replace(/\/$/, "") };
}

/** A call waits at most this long: a hung one holds the job's database row. */
const TIMEOUT_MS = 20_000;

async function callGraph<Answer>(path: string, init: { method: "GET" | "POST"; json?: unknown }): Promise<Answer> {
  const { token, apiUrl } = getSettings();
  const response = await fetch(`${apiUrl}/${path}`, {
    method: init.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.json === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { error?: GraphErrorBody } | null;
  if (!response.ok || answer?.error) throw toGraphError(response.status, answer?.error);
  return answer as Answer;
}

type GraphErrorBody = { code?: number; message?: string; error_data?: { details?: string } };

function toGraphError(status: number, error: GraphErrorBody | undefined): GraphApiError {
  return new GraphApiError(status, error?.code ?? 0, error?.message ?? "no error body", error?.error_data?.details);
}

/** A message as the /messages endpoint takes it, less `messaging_product` and `to`. */
export type OutgoingMessage =
  | { type: "text"; text: { body: string; preview_url?: boolean } }
  | {
      type: "template";
      template: {
        name: string;
        language: { code: string };
        components: (
          | { type: "body"; parameters: { type: "text"; parameter_name: string; text: string }[] }
          | { type: "button"; sub_type: "url"; index: string; parameters: { type: "text"; text: string }[] }
        )[];
      };
    }
  | {
      type: "interactive";
      interactive: {
        type: "list";
        body: { text: string };
        action: {
          button: string;
          sections: { title: string; rows: { id: string; title: string; description?: string }[] }[];
        };
      };
    };

/** Sends one message to a number (digits with the country code); Meta's id of it (a "wamid"). */
export async function sendWhatsAppMessage(to: string, message: OutgoingMessage): Promise<string> {
  const { phoneNumberId } = getSettings();
  const answer = await callGraph<{ messages?: { id: string }[] }>(`${phoneNumberId}/messages`, {
    method: "POST",
    json: { messaging_product: "whatsapp", recipient_type: "individual", to, ...message },
  });
  const id = answer.messages?.[0]?.id;
  if (!id) throw new Error("WhatsApp accepted the message but gave it no id");
  return id;
}

/** A client's photo or document: where to fetch it (a short-lived URL that needs the token), its type and size. */
export async function getWhatsAppMedia(mediaId: string): Promise<{ url: string; mimeType: string; size: number }> {
  if (!/^[\w.-]{1,200}$/.test(mediaId)) throw new GraphApiError(400, 100, "not a media id");
  const answer = await callGraph<{ url: string; mime_type: string; file_size: number | string }>(
    encodeURIComponent(mediaId),
    { method: "GET" },
  );
  return { url: answer.url, mimeType: answer.mime_type, size: Number(answer.file_size) };
}

/** The bytes at a media URL, refused past `maxBytes` while they arrive (whatever the size Meta said). */
export async function downloadWhatsAppMedia(url: string, maxBytes: number): Promise<Buffer | "too-large"> {
  const { token } = getSettings();
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok || !response.body) throw new GraphApiError(response.status, 0, "the media could not be downloaded");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      return "too-large";
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * Whether a webhook request is Meta's: X-Hub-Signature-256 is "sha256="
 * and the HMAC-SHA256 of the raw body with the app secret, compared in
 * constant time.
 */
export function isSignedByMeta(rawBody: Buffer, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
