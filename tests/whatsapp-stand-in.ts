// A stand-in for the WhatsApp Business Platform's Cloud API (issue 40):
// nothing on these machines reaches Meta, so the tests point the site's
// client at this server instead. It speaks the Graph API's paths, payloads,
// errors and webhook signatures as Meta's documentation gives them; each
// shape below cites the page that settles it. Only node:http and node:crypto:
// it is a test's fixture, and a framework would hide what goes on the wire.
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A Graph API error as the stand-in answers it. `message` goes out as is: Meta puts "(#code) Title" in it. */
export type GraphError = {
  status: number;
  code: number;
  message: string;
  details?: string;
  subcode?: number;
  /** "OAuthException" unless told (Graph says "GraphMethodException" for an unknown object). */
  type?: string;
};

// https://developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes
// gives each code's title, details and HTTP status. NOTE: the rate limits are
// 400 Bad Request there, not 429, and only 132001 is a 404.
export const GRAPH_ERRORS = {
  throughputLimit: {
    status: 400,
    code: 130429,
    message: "(#130429) Rate limit hit",
    details: "Cloud API message throughput has been reached.",
  },
  pairRateLimit: {
    status: 400,
    code: 131056,
    message: "(#131056) (Business Account, Consumer Account) pair rate limit hit",
    details:
      "Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.",
  },
  accountRateLimit: {
    status: 400,
    code: 80007,
    message: "(#80007) Rate limit issues",
    details: "The WhatsApp Business Account has reached its rate limit.",
  },
  reEngagement: {
    status: 400,
    code: 131047,
    message: "(#131047) Re-engagement message",
    details: "More than 24 hours have passed since the recipient last replied to the sender number.",
  },
  templateNotFound: {
    status: 404,
    code: 132001,
    message: "(#132001) Template does not exist",
    details: "The template does not exist in the specified language or the template has not been approved.",
  },
  undeliverable: {
    status: 400,
    code: 131026,
    message: "(#131026) Message Undeliverable",
    details: "Unable to deliver message.",
  },
} as const satisfies Record<string, GraphError>;

type MediaObject = { id?: string; link?: string; caption?: string; filename?: string };
type TemplateParameter = { type: string; text?: string; [key: string]: unknown };
type TemplateComponent = {
  type: "header" | "body" | "button";
  sub_type?: string;
  index?: string | number;
  parameters: TemplateParameter[];
};
type ListSection = { title?: string; rows: { id: string; title: string; description?: string }[] };

/** A POST /{phone-number-id}/messages body the stand-in accepted (its checks below hold for it). */
type SendMessageBody = {
  messaging_product: "whatsapp";
  recipient_type?: string;
  to: string;
  type: "text" | "template" | "interactive" | "document" | "image";
  context?: { message_id: string };
  text?: { body: string; preview_url?: boolean };
  template?: { name: string; language: { code: string; policy?: string }; components?: TemplateComponent[] };
  interactive?: {
    type: "list" | "button";
    header?: { type: string; text?: string };
    body: { text: string };
    footer?: { text: string };
    action: {
      button?: string;
      sections?: ListSection[];
      buttons?: { type: "reply"; reply: { id: string; title: string } }[];
    };
  };
  document?: MediaObject;
  image?: MediaObject;
};

export type SentMessage = { body: SendMessageBody; wamid: string; at: Date };

/** One webhook the stand-in POSTed to the site, and the site's answer (or why there was none). */
type WebhookDelivery = { url: string; payload: unknown; status: number | null; error?: string };

type StatusOptions = {
  wamid: string;
  status: "sent" | "delivered" | "read" | "failed";
  recipient: string;
  errorCode?: number;
  timestamp?: number;
};

export type WhatsAppStandIn = {
  /** e.g. "http://127.0.0.1:PORT/v23.0": what WHATSAPP_API_URL is set to (Graph API base incl. version). */
  apiUrl: string;
  /** The site's environment for this stand-in; a Record<string, string> with these six names. */
  env: Record<
    | "WHATSAPP_API_URL"
    | "WHATSAPP_TOKEN"
    | "WHATSAPP_PHONE_NUMBER_ID"
    | "WHATSAPP_APP_SECRET"
    | "WHATSAPP_VERIFY_TOKEN"
    | "WHATSAPP_BUSINESS_ACCOUNT_ID",
    string
  >;
  /** Every accepted POST /{phone-number-id}/messages, in order. */
  sent: SentMessage[];
  /** Resolves with the first (already or later) sent message matching; rejects after timeoutMs (default 10 s) listing what was sent. */
  waitForSent(match: (message: SentMessage) => boolean, timeoutMs?: number): Promise<SentMessage>;
  /** The next `times` valid POSTs to /messages answer this Graph error instead (and are not recorded). */
  failNext(error: GraphError, times?: number): void;
  /** Numbers (digits) not on WhatsApp: sends are accepted (200) and a "failed" status with 131026 follows when statuses are on. */
  notOnWhatsApp: Set<string>;
  /** Media a WhatsApp user "sent": its id, for GET /{media-id}, its download URL and the image and document events. */
  addMedia(bytes: Buffer, mimeType: string): string;
  /** Media the site uploaded (POST /{phone-number-id}/media, multipart). */
  uploaded: { id: string; mimeType: string; bytes: Buffer }[];
  /** When set, each accepted send is followed by signed status webhooks (sent, delivered; or failed 131026) to `${siteUrl}/webhooks/whatsapp`. */
  sendStatusesTo(siteUrl: string | null): void;
  /** Every webhook POSTed so far (statuses and deliverWebhook's), with the site's answer. */
  webhooks: WebhookDelivery[];
  /** Signs and POSTs a payload to `${siteUrl}/webhooks/whatsapp` as Meta does. Options: secret (a wrong one), unsigned. */
  deliverWebhook(
    siteUrl: string,
    payload: unknown,
    options?: { secret?: string; unsigned?: boolean },
  ): Promise<Response>;
  /** Meta's verification request (GET with hub.mode, hub.challenge, hub.verify_token) to `${siteUrl}/webhooks/whatsapp`. */
  verifySubscription(siteUrl: string, options?: { verifyToken?: string; challenge?: string }): Promise<Response>;
  /** Webhook payloads in Meta's shape; timestamps are unix seconds as strings (default now), ids fresh "wamid.…". */
  events: WebhookEvents;
  close(): Promise<void>;
};

type Contact = { from: string; name?: string; id?: string; timestamp?: number };
type WebhookEvents = {
  text(options: Contact & { body: string; context?: { id: string } }): unknown;
  image(options: Contact & { mediaId: string; mimeType?: string; caption?: string }): unknown;
  document(options: Contact & { mediaId: string; mimeType?: string; filename?: string; caption?: string }): unknown;
  /** type "interactive", interactive.type "list_reply", list_reply {id, title, description?}, context the list's wamid. */
  listReply(
    options: Contact & { replyId: string; title: string; description?: string; context?: { id: string } },
  ): unknown;
  /** statuses [{ id, status, timestamp, recipient_id, errors? }]; errors only for "failed" (default 131026). */
  status(options: StatusOptions): unknown;
};

type Media = { bytes: Buffer; mimeType: string };
type Waiter = {
  match: (message: SentMessage) => boolean;
  resolve: (message: SentMessage) => void;
  reject: (error: Error) => void;
};
type Account = { phoneNumberId: string; businessAccountId: string };

type State = {
  origin: string;
  token: string;
  appSecret: string;
  phoneNumberId: string;
  media: Map<string, Media>;
  uploaded: WhatsAppStandIn["uploaded"];
  sent: SentMessage[];
  failures: GraphError[];
  waiters: Set<Waiter>;
  notOnWhatsApp: Set<string>;
  statusUrl: string | null;
  statusQueue: Promise<void>;
  webhooks: WebhookDelivery[];
  events: WebhookEvents;
};

const API_VERSION = "v23.0";
// The display number in webhook metadata; the one Meta's examples use.
const DISPLAY_PHONE_NUMBER = "15550783881";
// A media URL lives five minutes: https://developers.facebook.com/documentation/business-messaging/whatsapp/business-phone-numbers/media
const MEDIA_URL_LIFETIME_S = 300;
// The largest upload Meta takes (a 100 MB document); more is refused before it is read.
const MAX_BODY_BYTES = 100 * 1024 * 1024;

export async function startWhatsAppStandIn(options: { port?: number } = {}): Promise<WhatsAppStandIn> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const account = { phoneNumberId: createNumericId(), businessAccountId: createNumericId() };
  const state = createState(origin, account);
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    handleRequest(request, response, state).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, graphErrorBody(serverError(error)));
      else response.destroy();
    });
  });
  const env = {
    WHATSAPP_API_URL: `${origin}/${API_VERSION}`,
    WHATSAPP_TOKEN: state.token,
    WHATSAPP_PHONE_NUMBER_ID: account.phoneNumberId,
    WHATSAPP_APP_SECRET: state.appSecret,
    WHATSAPP_VERIFY_TOKEN: randomBytes(12).toString("hex"),
    WHATSAPP_BUSINESS_ACCOUNT_ID: account.businessAccountId,
  };
  return {
    apiUrl: env.WHATSAPP_API_URL,
    env,
    sent: state.sent,
    uploaded: state.uploaded,
    notOnWhatsApp: state.notOnWhatsApp,
    webhooks: state.webhooks,
    events: state.events,
    waitForSent: (match, timeoutMs = 10_000) => waitForSent(state, match, timeoutMs),
    failNext(error, times = 1) {
      for (let i = 0; i < times; i++) state.failures.push(error);
    },
    addMedia: (bytes, mimeType) => storeMedia(state, bytes, mimeType),
    sendStatusesTo(siteUrl) {
      state.statusUrl = siteUrl;
    },
    deliverWebhook: (siteUrl, payload, signing = {}) => postWebhook(state, siteUrl, payload, signing),
    verifySubscription: (siteUrl, verify = {}) =>
      getVerification(siteUrl, verify.verifyToken ?? env.WHATSAPP_VERIFY_TOKEN, verify.challenge),
    async close() {
      // Status webhooks already queued still go out, so a test's last send is not cut off half way.
      await state.statusQueue;
      for (const waiter of state.waiters) waiter.reject(new Error("the WhatsApp stand-in was closed"));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function createState(origin: string, account: Account): State {
  const media = new Map<string, Media>();
  return {
    origin,
    token: `EAA${randomBytes(30).toString("base64url")}`,
    appSecret: randomBytes(16).toString("hex"),
    phoneNumberId: account.phoneNumberId,
    media,
    uploaded: [],
    sent: [],
    failures: [],
    waiters: new Set(),
    notOnWhatsApp: new Set(),
    statusUrl: null,
    statusQueue: Promise.resolve(),
    webhooks: [],
    events: createEvents(account, media),
  };
}

async function handleRequest(request: IncomingMessage, response: ServerResponse, state: State) {
  const url = new URL(request.url ?? "/", state.origin);
  // Every Graph call and the media download too need the token:
  // https://developers.facebook.com/documentation/business-messaging/whatsapp/business-phone-numbers/media
  if (request.headers.authorization !== `Bearer ${state.token}`) return sendGraphError(response, INVALID_TOKEN);
  if (url.pathname === DOWNLOAD_PATH) return serveDownload(response, url, state);
  const [objectId, edge, ...rest] = url.pathname.split("/").filter(Boolean).slice(1);
  const method = request.method ?? "GET";
  if (!/^\/v\d+\.\d+\//.test(url.pathname) || !objectId || rest.length > 0) {
    return sendGraphError(response, unknownObject(method, objectId ?? url.pathname));
  }
  if (method === "POST" && edge === "messages" && objectId === state.phoneNumberId) {
    return handleSend(request, response, state);
  }
  if (method === "POST" && edge === "media" && objectId === state.phoneNumberId) {
    return handleUpload(request, response, state);
  }
  const media = edge ? undefined : state.media.get(objectId);
  if (media && method === "GET") return describeMedia(response, objectId, media, state);
  if (media && method === "DELETE") return deleteMedia(response, objectId, state);
  return sendGraphError(response, unknownObject(method, objectId));
}

async function handleSend(request: IncomingMessage, response: ServerResponse, state: State) {
  const body = parseJson(await readBody(request));
  const problem = checkSendBody(body, (id) => state.media.has(id));
  if (problem) return sendGraphError(response, invalidParameter(problem));
  const injected = state.failures.shift();
  if (injected) return sendGraphError(response, injected);
  const accepted = body as SendMessageBody;
  const message: SentMessage = { body: accepted, wamid: createWamid(), at: new Date() };
  state.sent.push(message);
  for (const waiter of state.waiters) if (waiter.match(message)) waiter.resolve(message);
  const waId = accepted.to.replace(/^\+/, "");
  // https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/send-messages
  // (message_status, the pacing status, only for a template).
  sendJson(response, 200, {
    messaging_product: "whatsapp",
    contacts: [{ input: accepted.to, wa_id: waId }],
    messages: [{ id: message.wamid, ...(accepted.type === "template" ? { message_status: "accepted" } : {}) }],
  });
  queueStatuses(state, message.wamid, waId);
}

function queueStatuses(state: State, wamid: string, recipient: string) {
  const siteUrl = state.statusUrl;
  if (!siteUrl) return;
  const steps: StatusOptions[] = state.notOnWhatsApp.has(recipient)
    ? [{ wamid, recipient, status: "failed", errorCode: GRAPH_ERRORS.undeliverable.code }]
    : [
        { wamid, recipient, status: "sent" },
        { wamid, recipient, status: "delivered" },
      ];
  // One queue for all sends: the site sees each message's statuses in order, as Meta sends them.
  state.statusQueue = state.statusQueue.then(async () => {
    for (const step of steps) await postWebhook(state, siteUrl, state.events.status(step), {}).catch(() => {});
  });
}

function waitForSent(state: State, match: (message: SentMessage) => boolean, timeoutMs: number) {
  const found = state.sent.find(match);
  if (found) return Promise.resolve(found);
  return new Promise<SentMessage>((resolve, reject) => {
    const settle = () => {
      clearTimeout(timer);
      state.waiters.delete(waiter);
    };
    const waiter: Waiter = {
      match,
      resolve(message) {
        settle();
        resolve(message);
      },
      reject(error) {
        settle();
        reject(error);
      },
    };
    const timer = setTimeout(() => {
      const sent = state.sent.map(({ body }) => `${body.type} to ${body.to}: ${JSON.stringify(body[body.type])}`);
      waiter.reject(
        new Error(`no matching WhatsApp message was sent in ${timeoutMs} ms; sent: ${sent.join("; ") || "none"}`),
      );
    }, timeoutMs);
    state.waiters.add(waiter);
  });
}

// A send's body, checked as the Messages API's reference pages describe it.
// The answer to a bad one is Graph's "(#100) Invalid parameter", with what is
// wrong in error_data.details. null: nothing wrong.
type Problem = string | null;
type Fields = Record<string, unknown>;
type MediaCheck = (id: string) => boolean;

const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function checkSendBody(body: unknown, hasMedia: MediaCheck): Problem {
  if (!isFields(body)) return "the body must be a JSON object";
  if (body.messaging_product !== "whatsapp") return 'messaging_product must be "whatsapp"';
  // The documents' examples send "+16505551234" and get wa_id "16505551234" back: digits, "+" allowed.
  if (typeof body.to !== "string" || !/^\+?\d{7,15}$/.test(body.to)) return "to must be a phone number in digits";
  const type = String(body.type);
  const check = CONTENT_CHECKS[type];
  if (!check) return `type must be one of ${Object.keys(CONTENT_CHECKS).join(", ")}`;
  const content = body[type];
  return isFields(content) ? check(content, hasMedia) : `the ${type} object is required`;
}

const CONTENT_CHECKS: Record<string, (content: Fields, hasMedia: MediaCheck) => Problem> = {
  // https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/text-messages
  text: (text) => checkString(text.body, "text.body", 4096),
  template: checkTemplate,
  interactive: checkInteractive,
  document: (document, hasMedia) => checkMedia(document, "document", hasMedia),
  image: (image, hasMedia) => checkMedia(image, "image", hasMedia),
};

function checkString(value: unknown, field: string, max = Number.POSITIVE_INFINITY, required = true): Problem {
  if (value === undefined && !required) return null;
  if (typeof value !== "string" || value.trim() === "") return `${field} is required and must be a non-empty string`;
  // Counted in code points: a Devanagari or Odia syllable with its marks is several.
  return [...value].length > max ? `${field} is longer than ${max} characters` : null;
}

function firstProblem(items: readonly unknown[], check: (item: unknown, index: number) => Problem): Problem {
  for (const [index, item] of items.entries()) {
    const problem = check(item, index);
    if (problem) return problem;
  }
  return null;
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/templates/template-messages
function checkTemplate(template: Fields): Problem {
  const { language, components } = template;
  return (
    checkString(template.name, "template.name") ??
    (isFields(language) ? checkString(language.code, "template.language.code") : "template.language is required") ??
    (components === undefined || Array.isArray(components)
      ? firstProblem(components ?? [], (component, i) => checkComponent(component, `template.components[${i}]`))
      : "template.components must be an array")
  );
}

function checkComponent(component: unknown, field: string): Problem {
  if (!isFields(component) || !["header", "body", "button"].includes(String(component.type))) {
    return `${field}.type must be header, body or button`;
  }
  if (component.type === "button" && (typeof component.sub_type !== "string" || component.index === undefined)) {
    return `${field}: a button component needs sub_type and index`;
  }
  if (!Array.isArray(component.parameters)) return `${field}.parameters must be an array`;
  return firstProblem(component.parameters, (parameter, i) => checkParameter(parameter, `${field}.parameters[${i}]`));
}

function checkParameter(parameter: unknown, field: string): Problem {
  if (!isFields(parameter) || typeof parameter.type !== "string") return `${field}.type is required`;
  const { type } = parameter;
  if (type === "text" || type === "payload") return checkString(parameter[type], `${field}.${type}`);
  // currency, date_time, image, document…: an object named after the type.
  return isFields(parameter[type]) ? null : `${field}.${type} must be an object`;
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/interactive-list-messages
// (up to 10 sections, up to 10 rows in all; a row's id 200, title 24, description 72 characters).
function checkInteractive(interactive: Fields): Problem {
  const { action } = interactive;
  if (interactive.type !== "list" && interactive.type !== "button") {
    return "interactive.type must be list or button (the stand-in knows no other)";
  }
  if (!isFields(action)) return "interactive.action is required";
  return (
    checkFrame(interactive) ??
    (interactive.type === "list"
      ? (checkString(action.button, "interactive.action.button", 20) ?? checkSections(action.sections))
      : checkReplyButtons(action.buttons))
  );
}

// NOTE: the body is held to 4096 characters, the text message's limit; Meta's
// Node SDK reference gives 1024 for an interactive body, so keep list bodies short.
function checkFrame({ body, footer, header }: Fields): Problem {
  return (
    (isFields(body) ? checkString(body.text, "interactive.body.text", 4096) : "interactive.body is required") ??
    checkOptional(footer, "interactive.footer", (value) => checkString(value.text, "interactive.footer.text", 60)) ??
    checkOptional(header, "interactive.header", (value) =>
      value.type === "text" ? checkString(value.text, "interactive.header.text", 60) : null,
    )
  );
}

function checkOptional(value: unknown, field: string, check: (value: Fields) => Problem): Problem {
  if (value === undefined) return null;
  return isFields(value) ? check(value) : `${field} must be an object`;
}

function checkSections(sections: unknown): Problem {
  if (!Array.isArray(sections) || sections.length === 0 || sections.length > 10) {
    return "interactive.action.sections must hold 1 to 10 sections";
  }
  const rows = sections.flatMap((section) => (isFields(section) && Array.isArray(section.rows) ? section.rows : []));
  return (
    firstProblem(sections, (section, i) =>
      checkSection(section, `interactive.action.sections[${i}]`, sections.length > 1),
    ) ?? (rows.length > 10 ? `interactive.action.sections hold ${rows.length} rows; at most 10 in all` : null)
  );
}

function checkSection(section: unknown, field: string, titled: boolean): Problem {
  if (!isFields(section) || !Array.isArray(section.rows) || section.rows.length === 0) {
    return `${field}.rows must hold at least one row`;
  }
  const { rows } = section;
  // A title is needed once there is more than one section.
  return (
    checkString(section.title, `${field}.title`, 24, titled) ??
    firstProblem(rows, (row, i) =>
      isFields(row)
        ? (checkString(row.id, `${field}.rows[${i}].id`, 200) ??
          checkString(row.title, `${field}.rows[${i}].title`, 24) ??
          checkString(row.description, `${field}.rows[${i}].description`, 72, false))
        : `${field}.rows[${i}] must be an object`,
    )
  );
}

// Reply buttons (the site sends none yet): 1 to 3, an id of at most 256 and a
// title of at most 20 characters, as the client libraries check them.
function checkReplyButtons(buttons: unknown): Problem {
  if (!Array.isArray(buttons) || buttons.length === 0 || buttons.length > 3) {
    return "interactive.action.buttons must hold 1 to 3 buttons";
  }
  return firstProblem(buttons, (button, i) => {
    const field = `interactive.action.buttons[${i}]`;
    if (!isFields(button) || button.type !== "reply" || !isFields(button.reply))
      return `${field} must be a reply button`;
    return (
      checkString(button.reply.id, `${field}.reply.id`, 256) ??
      checkString(button.reply.title, `${field}.reply.title`, 20)
    );
  });
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/messages/image-messages
// (id or link, caption at most 1024 characters); documents likewise, with a filename.
function checkMedia(media: Fields, kind: string, hasMedia: MediaCheck): Problem {
  if ((media.id === undefined) === (media.link === undefined)) return `${kind} needs exactly one of id and link`;
  // NOTE: the stand-in's own strictness, not the documents': an id it never
  // handed out is refused here, where Meta may only fail the message later.
  if (media.id !== undefined && !(typeof media.id === "string" && hasMedia(media.id))) {
    return `${kind}.id is no media id of this phone number`;
  }
  if (media.link !== undefined && !(typeof media.link === "string" && /^https?:\/\/\S+$/.test(media.link))) {
    return `${kind}.link must be an http(s) URL`;
  }
  return (
    checkString(media.caption, `${kind}.caption`, 1024, false) ??
    (kind === "document" ? checkString(media.filename, "document.filename", undefined, false) : null)
  );
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/business-phone-numbers/media
// (upload, get URL, delete, download).
const DOWNLOAD_PATH = "/whatsapp_business/attachments/";

function storeMedia(state: State, bytes: Buffer, mimeType: string): string {
  const id = createNumericId();
  state.media.set(id, { bytes, mimeType });
  return id;
}

function describeMedia(response: ServerResponse, id: string, media: Media, state: State) {
  const expires = Math.floor(Date.now() / 1000) + MEDIA_URL_LIFETIME_S;
  // Shaped like Meta's lookaside URL (mid, ext, hash); the hash keeps a made-up or stale URL from working.
  const query = new URLSearchParams({ mid: id, ext: String(expires), hash: signDownload(state, id, expires) });
  sendJson(response, 200, {
    messaging_product: "whatsapp",
    url: `${state.origin}${DOWNLOAD_PATH}?${query}`,
    mime_type: media.mimeType,
    sha256: createHash("sha256").update(media.bytes).digest("hex"),
    // A string in the documents' example ("<FILE_SIZE>" in quotes); a client should take a number too.
    file_size: String(media.bytes.length),
    id,
  });
}

function deleteMedia(response: ServerResponse, id: string, state: State) {
  state.media.delete(id);
  sendJson(response, 200, { success: true });
}

function serveDownload(response: ServerResponse, url: URL, state: State) {
  const id = url.searchParams.get("mid") ?? "";
  const expires = Number(url.searchParams.get("ext"));
  const media = state.media.get(id);
  const valid = url.searchParams.get("hash") === signDownload(state, id, expires) && expires * 1000 > Date.now();
  if (!media || !valid) {
    response.writeHead(404, { "content-type": "text/plain" }).end("The media URL is unknown or has expired.");
    return;
  }
  response.writeHead(200, { "content-type": media.mimeType, "content-length": media.bytes.length }).end(media.bytes);
}

function signDownload(state: State, id: string, expires: number): string {
  return createHmac("sha256", state.appSecret).update(`${id}:${expires}`).digest("base64url");
}

async function handleUpload(request: IncomingMessage, response: ServerResponse, state: State) {
  const contentType = request.headers["content-type"] ?? "";
  const body = new Uint8Array(await readBody(request));
  // The runtime's own multipart reader (fetch's Response), so no parser is written or installed for it.
  const form = contentType.startsWith("multipart/form-data")
    ? await new Response(body, { headers: { "content-type": contentType } }).formData().catch(() => null)
    : null;
  const file = form?.get("file");
  const type = form?.get("type");
  if (!form || !(file instanceof Blob) || file.size === 0 || typeof type !== "string") {
    return sendGraphError(
      response,
      invalidParameter("the upload must be multipart/form-data with file, type and messaging_product"),
    );
  }
  if (form.get("messaging_product") !== "whatsapp") {
    return sendGraphError(response, invalidParameter('messaging_product must be "whatsapp"'));
  }
  if (!/^[\w.+-]+\/[\w.+-]+$/.test(type))
    return sendGraphError(response, invalidParameter("type must be the file's MIME type"));
  const bytes = Buffer.from(await file.arrayBuffer());
  const id = storeMedia(state, bytes, type);
  state.uploaded.push({ id, mimeType: type, bytes });
  sendJson(response, 200, { id });
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/create-webhook-endpoint
// and https://developers.facebook.com/docs/graph-api/webhooks/getting-started:
// X-Hub-Signature-256 is "sha256=" and the HMAC-SHA256 of the body with the
// app secret. NOTE: Meta signs "an escaped unicode version of the payload,
// with lowercase hex digits" (äöå as \u00e4\u00f6\u00e5), and sends those
// bytes; a site that re-serialises the parsed JSON to check the signature
// passes for English names and fails for a Hindi or Odia one.
async function postWebhook(
  state: State,
  siteUrl: string,
  payload: unknown,
  options: { secret?: string; unsigned?: boolean },
): Promise<Response> {
  const url = `${siteUrl.replace(/\/+$/, "")}/webhooks/whatsapp`;
  const body = toMetaJson(payload);
  const signature = createHmac("sha256", options.secret ?? state.appSecret)
    .update(body)
    .digest("hex");
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (!options.unsigned) headers["x-hub-signature-256"] = `sha256=${signature}`;
  const delivery: WebhookDelivery = { url, payload, status: null };
  state.webhooks.push(delivery);
  try {
    const response = await fetch(url, { method: "POST", headers, body });
    delivery.status = response.status;
    return response;
  } catch (error) {
    delivery.error = String(error);
    throw error;
  }
}

function getVerification(siteUrl: string, verifyToken: string, challenge = String(randomInt(1e9, 2e9))) {
  const query = new URLSearchParams({
    "hub.mode": "subscribe",
    "hub.challenge": challenge,
    "hub.verify_token": verifyToken,
  });
  return fetch(`${siteUrl.replace(/\/+$/, "")}/webhooks/whatsapp?${query}`);
}

/** A payload as Meta sends it to a webhook: its bytes and their X-Hub-Signature-256 (for tests that call the route in process). */
export function signWebhook(payload: unknown, appSecret: string): { body: string; signature: string } {
  const body = toMetaJson(payload);
  return { body, signature: `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}` };
}

/** JSON as Meta sends it: every character past ASCII as a \uXXXX escape, lowercase hex (a pair of them past the BMP). */
function toMetaJson(payload: unknown): string {
  return JSON.stringify(payload).replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

// https://developers.facebook.com/documentation/business-messaging/whatsapp/webhooks/reference/messages
// (the envelope; text, image, document and interactive messages; statuses) and
// .../webhooks/reference/messages/status and .../messages/errors (errors[] of a failed status).
function createEvents(account: Account, media: Map<string, Media>): WebhookEvents {
  const envelope = (value: Fields) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: account.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: DISPLAY_PHONE_NUMBER, phone_number_id: account.phoneNumberId },
              ...value,
            },
            field: "messages",
          },
        ],
      },
    ],
  });
  const incoming = (contact: Contact, type: string, content: Fields, extra: Fields = {}) =>
    envelope({
      contacts: [{ profile: { name: contact.name ?? "Test Client" }, wa_id: contact.from }],
      messages: [
        {
          from: contact.from,
          id: contact.id ?? createWamid(),
          timestamp: toTimestamp(contact.timestamp),
          ...extra,
          type,
          [type]: content,
        },
      ],
    });
  const replyTo = (context?: { id: string }) =>
    context ? { context: { from: DISPLAY_PHONE_NUMBER, id: context.id } } : {};
  const mediaFields = (mediaId: string, mimeType: string | undefined, fallback: string) => {
    const known = media.get(mediaId);
    return {
      mime_type: mimeType ?? known?.mimeType ?? fallback,
      // The reference pages give only "<SHA256>"; real webhooks carry it in base64 (GET /{media-id}, in hex).
      sha256: createHash("sha256")
        .update(known?.bytes ?? mediaId)
        .digest("base64"),
      id: mediaId,
    };
  };
  return {
    text: (options) => incoming(options, "text", { body: options.body }, replyTo(options.context)),
    image: (options) =>
      incoming(options, "image", {
        ...optional("caption", options.caption),
        ...mediaFields(options.mediaId, options.mimeType, "image/jpeg"),
      }),
    document: (options) =>
      incoming(options, "document", {
        ...optional("caption", options.caption),
        ...optional("filename", options.filename),
        ...mediaFields(options.mediaId, options.mimeType, "application/pdf"),
      }),
    listReply: (options) =>
      incoming(
        options,
        "interactive",
        {
          type: "list_reply",
          list_reply: { id: options.replyId, title: options.title, ...optional("description", options.description) },
        },
        replyTo(options.context),
      ),
    status: (options) =>
      envelope({
        statuses: [
          {
            id: options.wamid,
            status: options.status,
            timestamp: toTimestamp(options.timestamp),
            recipient_id: options.recipient,
            ...(options.status === "failed"
              ? { errors: [statusError(options.errorCode ?? GRAPH_ERRORS.undeliverable.code)] }
              : {}),
          },
        ],
      }),
  };
}

function statusError(code: number) {
  const known: GraphError | undefined = Object.values(GRAPH_ERRORS).find((error) => error.code === code);
  const title = known?.message.replace(/^\(#\d+\) /, "") ?? `Error ${code}`;
  return {
    code,
    title,
    message: title,
    error_data: { details: known?.details ?? title },
    href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
  };
}

const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value });
const toTimestamp = (seconds?: number) => String(seconds ?? Math.floor(Date.now() / 1000));

// The documents give 190 and 401 for a bad token; the message is Graph's for a token it cannot read.
const INVALID_TOKEN: GraphError = {
  status: 401,
  code: 190,
  message: "Invalid OAuth access token - Cannot parse access token",
};

function invalidParameter(details: string): GraphError {
  return { status: 400, code: 100, message: "(#100) Invalid parameter", details };
}

// What Graph answers for an id it does not know (or a path it has no such edge on).
function unknownObject(method: string, id: string): GraphError {
  return {
    status: 400,
    code: 100,
    subcode: 33,
    type: "GraphMethodException",
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
  };
}

function serverError(error: unknown): GraphError {
  return { status: 500, code: 1, message: `An unknown error occurred (stand-in: ${String(error)})` };
}

function graphErrorBody(error: GraphError) {
  return {
    error: {
      message: error.message,
      type: error.type ?? "OAuthException",
      code: error.code,
      ...(error.details === undefined ? {} : { error_data: { messaging_product: "whatsapp", details: error.details } }),
      ...(error.subcode === undefined ? {} : { error_subcode: error.subcode }),
      fbtrace_id: `A${randomBytes(15).toString("base64url")}`,
    },
  };
}

function sendGraphError(response: ServerResponse, error: GraphError) {
  sendJson(response, error.status, graphErrorBody(error));
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error("request body over 100 MB");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    return undefined;
  }
}

function createNumericId(): string {
  return `${randomInt(100_000_000, 1_000_000_000)}${randomInt(1_000_000, 10_000_000)}`;
}

function createWamid(): string {
  return `wamid.${randomBytes(30).toString("base64")}`;
}
