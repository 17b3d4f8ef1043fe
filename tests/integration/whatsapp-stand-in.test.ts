// Issue 40: the WhatsApp Cloud API stand-in the site's client is tested
// against. These tests hold it to Meta's documented shapes: the send answer,
// Graph's errors, the media round trip and the webhook signature.
import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { GRAPH_ERRORS, startWhatsAppStandIn, type WhatsAppStandIn } from "#tests/whatsapp-stand-in.ts";

let standIn: WhatsAppStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  receiver = await startReceiver();
});

afterAll(async () => {
  await standIn?.close();
  await receiver?.close();
});

/** A site's webhook endpoint in miniature: keeps each request's headers and raw body, answers 200. */
async function startReceiver() {
  const requests: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200).end(new URL(request.url ?? "", "http://x").searchParams.get("hub.challenge") ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function graph(path: string, init: RequestInit & { token?: string } = {}) {
  const { token = standIn.env.WHATSAPP_TOKEN, ...rest } = init;
  return fetch(`${standIn.apiUrl}${path}`, {
    ...rest,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...rest.headers },
  });
}

function send(body: unknown, phoneNumberId = standIn.env.WHATSAPP_PHONE_NUMBER_ID) {
  return graph(`/${phoneNumberId}/messages`, { method: "POST", body: JSON.stringify(body) });
}

const uniqueNumber = () => `91${Math.floor(9_000_000_000 + Math.random() * 999_999_999)}`;

const signatureOf = (body: string, secret = standIn.env.WHATSAPP_APP_SECRET) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

function listMessage(to: string, rows: { id: string; title: string }[]) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "interactive",
    interactive: {
      type: "list",
      body: { text: "Which service would you like?" },
      action: { button: "Services", sections: [{ title: "Tax", rows }] },
    },
  };
}

test("a template send is accepted, recorded and answered in Meta's shape", async () => {
  const to = uniqueNumber();
  const body = {
    messaging_product: "whatsapp",
    to: `+${to}`,
    type: "template",
    template: {
      name: "booking_received",
      language: { code: "en" },
      components: [
        { type: "body", parameters: [{ type: "text", text: "Asha" }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "ETF-482-139-075" }] },
      ],
    },
  };
  const response = await send(body);
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer).toEqual({
    messaging_product: "whatsapp",
    contacts: [{ input: `+${to}`, wa_id: to }],
    messages: [{ id: expect.stringMatching(/^wamid\./), message_status: "accepted" }],
  });
  const sent = await standIn.waitForSent((message) => message.body.to === `+${to}`);
  expect(sent.body).toEqual(body);
  expect(sent.wamid).toBe(answer.messages[0].id);
  expect(sent.at).toBeInstanceOf(Date);
});

test("a list send is accepted; a list past Meta's limits answers (#100) Invalid parameter", async () => {
  const to = uniqueNumber();
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: `service-${i}`, title: `GST return ${i}` }));
  const response = await send(listMessage(to, rows));
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer.messages[0]).toEqual({ id: expect.stringMatching(/^wamid\./) });
  expect(standIn.sent.at(-1)?.body.interactive?.action.sections?.[0]?.rows).toEqual(rows);

  const countBefore = standIn.sent.length;
  for (const [tooMuch, named] of [
    [listMessage(to, [...rows, { id: "eleventh", title: "One too many" }]), /at most 10/],
    [listMessage(to, [{ id: "long", title: "x".repeat(25) }]), /rows\[0\]\.title is longer than 24/],
    [listMessage(to, [{ id: "x".repeat(201), title: "Long id" }]), /rows\[0\]\.id is longer than 200/],
    [{ messaging_product: "whatsapp", to, type: "text", text: { body: "x".repeat(4097) } }, /text\.body/],
    [{ messaging_product: "whatsapp", to, type: "video", video: {} }, /type must be one of/],
    [{ messaging_product: "whatsapp", to: "not a number", type: "text", text: { body: "Hi" } }, /to must be/],
  ] as const) {
    const refused = await send(tooMuch);
    expect(refused.status, `${named}`).toBe(400);
    const { error } = await refused.json();
    expect(error).toMatchObject({ message: "(#100) Invalid parameter", type: "OAuthException", code: 100 });
    expect(error.error_data).toEqual({ messaging_product: "whatsapp", details: expect.stringMatching(named) });
    expect(error.fbtrace_id).toEqual(expect.any(String));
  }
  expect(standIn.sent).toHaveLength(countBefore);
});

test("an unknown phone number id is an unknown Graph object", async () => {
  const response = await send(
    { messaging_product: "whatsapp", to: uniqueNumber(), type: "text", text: { body: "Hi" } },
    "1234",
  );
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatchObject({
    type: "GraphMethodException",
    code: 100,
    error_subcode: 33,
    message: expect.stringContaining("Object with ID '1234' does not exist"),
  });
});

test("a wrong or missing token answers 401 with OAuthException 190", async () => {
  const body = JSON.stringify({
    messaging_product: "whatsapp",
    to: uniqueNumber(),
    type: "text",
    text: { body: "Hi" },
  });
  const path = `/${standIn.env.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  const wrong = await graph(path, { method: "POST", body, token: "EAAnot-the-token" });
  const missing = await fetch(`${standIn.apiUrl}${path}`, { method: "POST", body });
  for (const response of [wrong, missing]) {
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual({
      message: expect.any(String),
      type: "OAuthException",
      code: 190,
      fbtrace_id: expect.any(String),
    });
  }
});

test("failNext answers the next sends with the Graph error, then sending works again", async () => {
  const to = uniqueNumber();
  const text = { messaging_product: "whatsapp", to, type: "text", text: { body: "Your booking is confirmed." } };
  standIn.failNext(GRAPH_ERRORS.throughputLimit, 2);
  standIn.failNext(GRAPH_ERRORS.templateNotFound);
  const answers: { status: number; body: { error?: unknown } }[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await send(text);
    answers.push({ status: response.status, body: await response.json() });
  }
  expect(answers.map((answer) => answer.status)).toEqual([400, 400, 404, 200]);
  expect(answers[0]?.body.error).toEqual({
    message: "(#130429) Rate limit hit",
    type: "OAuthException",
    code: 130429,
    error_data: { messaging_product: "whatsapp", details: "Cloud API message throughput has been reached." },
    fbtrace_id: expect.any(String),
  });
  expect(answers[2]?.body.error).toMatchObject({ code: 132001, error_data: { details: expect.any(String) } });
  expect(standIn.sent.filter((message) => message.body.to === to)).toHaveLength(1);
});

test("waitForSent rejects after its timeout and says what was sent", async () => {
  const to = uniqueNumber();
  await send({ messaging_product: "whatsapp", to, type: "text", text: { body: "Your documents arrived." } });
  await expect(standIn.waitForSent((message) => message.body.to === "0", 50)).rejects.toThrow(
    new RegExp(
      `no matching WhatsApp message was sent in 50 ms; sent: .*text to ${to}: \\{"body":"Your documents arrived\\."\\}`,
    ),
  );
});

test("media a user sent: GET /{media-id} gives a URL that serves the bytes with the token only", async () => {
  const bytes = Buffer.from("%PDF-1.7 a client's Form 16");
  const id = standIn.addMedia(bytes, "application/pdf");
  const described = await graph(`/${id}`);
  expect(described.status).toBe(200);
  const media = await described.json();
  expect(media).toEqual({
    messaging_product: "whatsapp",
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
    mime_type: "application/pdf",
    sha256: createHash("sha256").update(bytes).digest("hex"),
    file_size: String(bytes.length),
    id,
  });

  const download = await fetch(media.url, { headers: { authorization: `Bearer ${standIn.env.WHATSAPP_TOKEN}` } });
  expect(download.status).toBe(200);
  expect(download.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  expect((await fetch(media.url)).status).toBe(401);
  const forged = media.url.replace(/hash=[^&]+/, "hash=forged");
  expect((await fetch(forged, { headers: { authorization: `Bearer ${standIn.env.WHATSAPP_TOKEN}` } })).status).toBe(
    404,
  );

  const unknown = await graph("/999999999999999");
  expect(unknown.status).toBe(400);
  expect((await unknown.json()).error).toMatchObject({ code: 100, error_subcode: 33 });
});

test("media the site uploads is recorded, can be sent as a document, and a made-up id cannot", async () => {
  const bytes = Buffer.from("%PDF-1.7 invoice INV-2026-0042");
  const form = new FormData();
  form.set("messaging_product", "whatsapp");
  form.set("type", "application/pdf");
  form.set("file", new Blob([bytes], { type: "application/pdf" }), "invoice.pdf");
  const response = await fetch(`${standIn.apiUrl}/${standIn.env.WHATSAPP_PHONE_NUMBER_ID}/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${standIn.env.WHATSAPP_TOKEN}` },
    body: form,
  });
  expect(response.status).toBe(200);
  const { id } = await response.json();
  expect(id).toMatch(/^\d+$/);
  expect(standIn.uploaded.at(-1)).toEqual({ id, mimeType: "application/pdf", bytes });

  const document = (mediaId: string) => ({
    messaging_product: "whatsapp",
    to: uniqueNumber(),
    type: "document",
    document: { id: mediaId, filename: "invoice.pdf", caption: "Your invoice" },
  });
  expect((await send(document(id))).status).toBe(200);
  const refused = await send(document("123"));
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.error_data.details).toMatch(/document\.id/);
});

test("deliverWebhook signs the raw body with the app secret, escaped as Meta escapes it", async () => {
  const payload = standIn.events.text({ from: "919876543210", name: "आशा ପ୍ରିୟା", body: "नमस्ते 🙏" });
  const signed = await standIn.deliverWebhook(receiver.url, payload);
  const unsigned = await standIn.deliverWebhook(receiver.url, payload, { unsigned: true });
  const wrong = await standIn.deliverWebhook(receiver.url, payload, { secret: "not-the-secret" });
  expect([signed.status, unsigned.status, wrong.status]).toEqual([200, 200, 200]);

  const [first, second, third] = receiver.requests.slice(-3);
  expect(first?.url).toBe("/webhooks/whatsapp");
  expect(first?.headers["content-type"]).toBe("application/json");
  expect(first?.headers["x-hub-signature-256"]).toBe(signatureOf(first?.body ?? ""));
  // Every character past ASCII goes as a \uXXXX escape, lowercase hex: what Meta signs and sends.
  expect(first?.body).toMatch(/^[\x20-\x7e]+$/);
  expect(first?.body).toContain("\\u0906\\u0936\\u093e");
  expect(JSON.parse(first?.body ?? "")).toEqual(payload);
  expect(second?.headers["x-hub-signature-256"]).toBeUndefined();
  expect(third?.headers["x-hub-signature-256"]).toBe(signatureOf(third?.body ?? "", "not-the-secret"));
  expect(third?.headers["x-hub-signature-256"]).not.toBe(signatureOf(third?.body ?? ""));
});

test("the event builders give Meta's webhook shapes", () => {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID } = standIn.env;
  const listReply = standIn.events.listReply({
    from: "919876543210",
    replyId: "gst-return",
    title: "GST return",
    context: { id: "wamid.list" },
    timestamp: 1_780_000_000,
  });
  expect(listReply).toEqual({
    object: "whatsapp_business_account",
    entry: [
      {
        id: WHATSAPP_BUSINESS_ACCOUNT_ID,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: expect.any(String), phone_number_id: WHATSAPP_PHONE_NUMBER_ID },
              contacts: [{ profile: { name: expect.any(String) }, wa_id: "919876543210" }],
              messages: [
                {
                  from: "919876543210",
                  id: expect.stringMatching(/^wamid\./),
                  timestamp: "1780000000",
                  context: { from: expect.any(String), id: "wamid.list" },
                  type: "interactive",
                  interactive: { type: "list_reply", list_reply: { id: "gst-return", title: "GST return" } },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const mediaId = standIn.addMedia(Buffer.from("scan"), "image/png");
  const image = standIn.events.image({ from: "919876543210", mediaId, caption: "PAN card" });
  expect(JSON.stringify(image)).toContain(`"image":{"caption":"PAN card","mime_type":"image/png","sha256":`);
  const document = standIn.events.document({ from: "919876543210", mediaId, filename: "pan.png" });
  expect(JSON.stringify(document)).toContain(`"filename":"pan.png"`);
});

test("statuses go to the site once asked: sent then delivered, or failed 131026 for a number not on WhatsApp", async () => {
  const reachable = uniqueNumber();
  const unreachable = uniqueNumber();
  standIn.notOnWhatsApp.add(unreachable);
  standIn.sendStatusesTo(receiver.url);
  const before = receiver.requests.length;
  const text = (to: string) => ({ messaging_product: "whatsapp", to, type: "text", text: { body: "Reminder" } });
  const first = await (await send(text(reachable))).json();
  const second = await send(text(unreachable));
  expect(second.status).toBe(200);
  const secondWamid = (await second.json()).messages[0].id;
  standIn.sendStatusesTo(null);

  await vi.waitFor(() => expect(receiver.requests.length - before).toBe(3));
  const statuses = receiver.requests.slice(before).map((request) => {
    expect(request.headers["x-hub-signature-256"]).toBe(signatureOf(request.body));
    return JSON.parse(request.body).entry[0].changes[0].value.statuses[0];
  });
  expect(statuses).toEqual([
    { id: first.messages[0].id, status: "sent", timestamp: expect.stringMatching(/^\d+$/), recipient_id: reachable },
    {
      id: first.messages[0].id,
      status: "delivered",
      timestamp: expect.stringMatching(/^\d+$/),
      recipient_id: reachable,
    },
    {
      id: secondWamid,
      status: "failed",
      timestamp: expect.stringMatching(/^\d+$/),
      recipient_id: unreachable,
      errors: [
        {
          code: 131026,
          title: "Message Undeliverable",
          message: "Message Undeliverable",
          error_data: { details: "Unable to deliver message." },
          href: expect.stringContaining("error-codes"),
        },
      ],
    },
  ]);
  expect(standIn.webhooks.slice(-3).map((delivery) => delivery.status)).toEqual([200, 200, 200]);
});

test("verifySubscription sends Meta's verification request with the verify token", async () => {
  const response = await standIn.verifySubscription(receiver.url, { challenge: "1158201444" });
  expect(await response.text()).toBe("1158201444");
  const request = receiver.requests.at(-1);
  expect(request?.method).toBe("GET");
  const query = new URL(request?.url ?? "", receiver.url).searchParams;
  expect(Object.fromEntries(query)).toEqual({
    "hub.mode": "subscribe",
    "hub.challenge": "1158201444",
    "hub.verify_token": standIn.env.WHATSAPP_VERIFY_TOKEN,
  });
});
