// Kept-alive connections after an answer given before the body was read:
// a guard's redirect or a refused form must not leave the client's
// connection waiting for the server to read the rest (it would, until the
// request timeout, and a browser reuses its connections).
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import { send, startServer, type TestServer } from "#tests/security/server.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const LARGE_FORM = Buffer.concat([
  Buffer.from('--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.7\n'),
  Buffer.alloc(600 * 1024, 0x20),
  Buffer.from("\r\n--b--\r\n"),
]);

test.each([
  ["an admin page's redirect", "/admin-dashboard"],
  ["an admin action's redirect, as data", "/admin-blog/edit.data"],
  ["a logout without a session", "/logout.data"],
])("after %s the same connection answers the next request", async (_what, path) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await send(
      server.origin,
      { method: "POST", path, headers: { "Content-Type": "multipart/form-data; boundary=b" }, body: LARGE_FORM },
      agent,
    );
    expect(first.status).toBeLessThan(500);
    const next = await Promise.race([
      send(server.origin, { method: "GET", path: "/healthz" }, agent),
      sleep(5_000).then(() => "still waiting after 5 s" as const),
    ]);
    expect(next).toMatchObject({ status: 200 });
  } finally {
    agent.destroy();
  }
});
