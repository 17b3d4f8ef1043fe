// The end-to-end server's WhatsApp (issue 40): the stand-in of Meta's Cloud
// API runs beside it (tests/e2e/serve.ts starts both), and the browser
// tests reach it through this small control server on E2E_WHATSAPP_PORT:
// what the site sent, and what a client "sends back".
import { createServer, type IncomingMessage } from "node:http";
import type { WhatsAppStandIn } from "#tests/whatsapp-stand-in.ts";

const controlUrl = () => `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT}`;

/** Serves the control requests for a running stand-in; the site at siteUrl gets its webhooks. */
export function serveWhatsAppControl(standIn: WhatsAppStandIn, siteUrl: string, port: number) {
  const server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    try {
      if (request.method === "GET" && request.url === "/sent") return answer(200, standIn.sent);
      if (request.method === "POST" && request.url === "/photo") {
        // A client's photo: stored with the stand-in, then announced by a signed webhook.
        const { from, bytes } = JSON.parse((await readAll(request)).toString()) as { from: string; bytes: string };
        const mediaId = standIn.addMedia(Buffer.from(bytes, "base64"), "image/jpeg");
        const delivered = await standIn.deliverWebhook(siteUrl, standIn.events.image({ from, mediaId }));
        return answer(200, { status: delivered.status });
      }
      answer(404, { error: "no such control" });
    } catch (error) {
      answer(500, { error: String(error) });
    }
  });
  server.listen(port, "127.0.0.1");
  return server;
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Sent = { body: { to: string; type: string; template?: { name: string; language: { code: string } } } };

/** What the site has sent on WhatsApp so far (for a browser test). */
export async function readWhatsAppSent(): Promise<Sent[]> {
  return (await (await fetch(`${controlUrl()}/sent`)).json()) as Sent[];
}

/** A client at `from` sends a photo back on WhatsApp; the webhook's answer. */
export async function sendPhotoOnWhatsApp(from: string, bytes: Buffer): Promise<number> {
  const response = await fetch(`${controlUrl()}/photo`, {
    method: "POST",
    body: JSON.stringify({ from, bytes: bytes.toString("base64") }),
  });
  return ((await response.json()) as { status: number }).status;
}
