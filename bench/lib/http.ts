// A small keep-alive HTTP client for the rows that post (bookings, uploads,
// sign-in): Node's http with a pooled agent, timing each request.
import http from "node:http";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number };

export function keepAliveAgent(connections: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: connections });
}

export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    /** The body in parts, sent one after another (a big file is not copied). */
    body?: readonly Buffer[];
    agent?: http.Agent;
  } = {},
): Promise<Reply> {
  const { method = "GET", headers = {}, body = [], agent } = options;
  const length = body.reduce((sum, part) => sum + part.length, 0);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method, agent, headers: body.length > 0 ? { ...headers, "Content-Length": String(length) } : headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.on("error", reject);
    for (const part of body) outgoing.write(part);
    outgoing.end();
  });
}

/** The Cookie header a browser would send back after this reply. */
export function cookiesOf(reply: Reply): string {
  return (reply.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

/** The body as the browser reads it, whatever the server compressed it with. */
export function decodedBody(reply: Reply): Buffer {
  const encoding = reply.headers["content-encoding"];
  if (encoding === "gzip") return zlib.gunzipSync(reply.body);
  if (encoding === "br") return zlib.brotliDecompressSync(reply.body);
  if (encoding === "deflate") return zlib.inflateSync(reply.body);
  return reply.body;
}
