import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, expect, test } from "vitest";
import { closeDatabase, openDatabase } from "#app/db/client.server.ts";
import { getEnv } from "#app/env.server.ts";
import { createApp } from "#server/app.ts";
import { setupTestDatabase } from "#tests/database.ts";

const databaseUrl = setupTestDatabase();

const app = createApp({
  env: getEnv(),
  getBuild: () => Promise.reject(new Error("no pages in this test")),
  isShuttingDown: () => false,
});
const server = createServer(app).listen(0, "127.0.0.1");
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

test("GET /healthz answers 200 when the database is reachable", async () => {
  const response = await fetch(`${base()}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok" });
});

test("GET /healthz answers 503 when the database is not reachable", async () => {
  await closeDatabase();
  openDatabase("postgres://nobody:wrong@127.0.0.1:1/none");
  try {
    const response = await fetch(`${base()}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  } finally {
    await closeDatabase();
    openDatabase(databaseUrl());
  }
});

test("request bodies are bounded before anything reads them", async () => {
  const tooLarge = await fetch(`${base()}/enquiry-page`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(2 * 1024 * 1024) },
    body: "x".repeat(2 * 1024 * 1024),
  });
  expect(tooLarge.status).toBe(413);
  expect(await tooLarge.text()).toMatch(/too large/);
});
