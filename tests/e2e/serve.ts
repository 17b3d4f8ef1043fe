// Starts the production server for the end-to-end tests: on a fresh database
// of TEST_DATABASE_URL's server when it is set, else on an embedded one in
// the run's fresh data directory.
import { spawn } from "node:child_process";
import { adminQuery, withDatabase } from "#tests/setup/database-server.ts";

const env = { ...process.env };
const serverUrl = process.env.TEST_DATABASE_URL;
const database = `etf_e2e_${process.pid}`;
if (serverUrl) {
  await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  await adminQuery(serverUrl, `create database ${database}`);
  env.DATABASE_URL = withDatabase(serverUrl, database);
}

const server = spawn(process.execPath, ["server.js"], { env, stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", async (code) => {
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${database} with (force)`);
  process.exit(code ?? 0);
});
