// Starts the production server for the end-to-end tests: on a fresh database
// of TEST_DATABASE_URL's server when it is set, else on an embedded one in
// the run's fresh data directory.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serveWhatsAppControl } from "#tests/e2e/whatsapp-control.ts";
import { hostSecrets } from "#tests/host-secrets.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";
import { startWhatsAppStandIn } from "#tests/whatsapp-stand-in.ts";

const env = { ...process.env };
mkdirSync(process.env.DATA_DIR ?? "", { recursive: true });
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `etf_e2e_${process.pid}`;
if (serverUrl) {
  await dropDatabase(serverUrl, database);
  await adminQuery(serverUrl, `create database ${database}`);
  env.DATABASE_URL = withDatabase(serverUrl, database);
  Object.assign(env, hostSecrets(process.env.DATA_DIR ?? ""));
}

// Tests that need the database directly (to make an admin) read it here.
writeFileSync(path.join(process.env.DATA_DIR ?? "", "e2e-database-url"), env.DATABASE_URL ?? "");

// The firm's WhatsApp is Meta's stand-in (issue 40): notices to clients who opt in go to it, and
// its statuses and the photos clients "send back" come to the site's webhook, signed.
const siteUrl = process.env.SITE_URL ?? "";
const standIn = await startWhatsAppStandIn();
Object.assign(env, standIn.env);
standIn.sendStatusesTo(siteUrl);
const control = serveWhatsAppControl(standIn, siteUrl, Number(process.env.E2E_WHATSAPP_PORT));

const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", async (code) => {
  if (serverUrl) await dropDatabase(serverUrl, database);
  control.close();
  await standIn.close();
  process.exit(code ?? 0);
});
