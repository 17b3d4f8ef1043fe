// The production build (`node server.js`) started as a child process for the
// security tests, on its own data folder and a fresh database of the test
// run's PostgreSQL server (the embedded one, or TEST_DATABASE_URL's), plus
// the few things an outside attacker's client needs: raw HTTP requests,
// cookies, accounts.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, existsSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { getFreePort } from "#tests/free-port.ts";
import { hostSecrets } from "#tests/host-secrets.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";
import { nextAppCode, secretFrom } from "#tests/totp.ts";

export type TestServer = {
  /** http://127.0.0.1:port, where the server listens. */
  origin: string;
  dataDir: string;
  databaseUrl: string;
  /** The server's log lines (JSON in production), for failure messages. */
  logs: () => string;
  query: <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;
  stop: () => Promise<void>;
};

/**
 * Starts `node server.js` in production mode; extra variables override the
 * defaults. Its database is cloned from the run's template: the one a test
 * file injects, or the one a global setup is handed (tests/setup/app-server.ts).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: { databases?: { serverUrl: string; templateDatabase: string }; logFile?: string } = {},
): Promise<TestServer> {
  if (!existsSync("build/server/index.js")) throw new Error("Build the site first: npm run build");
  const { serverUrl, templateDatabase } = options.databases ?? {
    serverUrl: inject("databaseServerUrl"),
    templateDatabase: inject("templateDatabase"),
  };
  const database = `etf_security_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${database} template ${templateDatabase}`);
  const databaseUrl = withDatabase(serverUrl, database);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "etf-security-"));
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;

  let logs = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...hostSecrets(dataDir),
      LOG_LEVEL: "warn",
      SKIP_BUILD_CHECK: "1",
      SMTP_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    // The last 200 kB is plenty to explain a failure.
    logs = (logs + chunk.toString("utf8")).slice(-200_000);
    if (options.logFile) appendFileSync(options.logFile, chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // pool.end() resolves once it has asked its idle connections to close, not
  // once they have: dropping the database (with force, below) can end one
  // still closing, and an idle connection's error is the pool's 'error',
  // which unheard is an uncaught exception of the test run. Once stopping,
  // that error is expected.
  let stopping = false;
  pool.on("error", (error) => {
    if (!stopping) throw error;
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await pool.end();
    await dropDatabase(serverUrl, database);
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${child.exitCode}:\n${logs}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not become healthy:\n${logs}`);
    }
    await sleep(100);
  }

  return {
    origin,
    dataDir,
    databaseUrl,
    logs: () => logs,
    query: async (sql, params = []) => (await pool.query(sql, params)).rows,
    stop,
  };
}

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
};

export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: Buffer | string;
};

const ANSWER_TIMEOUT_MS = 30_000;

/**
 * One HTTP request exactly as given (no Origin, cookies or encoding added),
 * on the given keep-alive agent. The body is read whole, up to 2 MB.
 *
 * As browsers do, a request sent on a kept-alive connection that the server
 * closed at that moment (its keep-alive timeout) is sent once more on a new
 * connection: the race Node's documentation describes under
 * `request.reusedSocket`. Any other reset is the caller's finding.
 */
export async function send(origin: string, request: RawRequest, agent?: http.Agent): Promise<RawResponse> {
  try {
    return await sendOnce(origin, request, agent);
  } catch (error) {
    if (!(error instanceof StaleConnection)) throw error;
    return sendOnce(origin, request);
  }
}

class StaleConnection extends Error {}

function sendOnce(origin: string, request: RawRequest, agent?: http.Agent): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        // Without a given agent, one connection per request: no stale keep-alive socket.
        agent: agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= 2 * 1024 * 1024) chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const closedWhileIdle = outgoing.reusedSocket && error.code === "ECONNRESET";
      reject(closedWhileIdle ? new StaleConnection(error.message, { cause: error }) : error);
    });
    // A server that neither answers nor reads is a finding, not a hung suite.
    outgoing.setTimeout(ANSWER_TIMEOUT_MS, () =>
      outgoing.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    outgoing.end(request.body);
  });
}

/** A cookie jar of name=value pairs, as a browser keeps them between requests. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(headers: http.IncomingHttpHeaders | Headers): void {
    const lines = headers instanceof Headers ? headers.getSetCookie() : (headers["set-cookie"] ?? []);
    for (const line of lines) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = /max-age=0\b|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export type Upload = { name: string; bytes: Buffer };

/** A multipart/form-data body as a browser builds it; a field given as an array is sent once per value. */
export function multipart(fields: Record<string, string | string[] | undefined>, files: Upload[], fileField = "files") {
  const boundary = `----etf${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : [value].flat()) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const file of files) {
    // Browsers send the name as raw UTF-8 with quotes escaped.
    const name = file.name.replaceAll('"', "%22").replaceAll("\r", "").replaceAll("\n", "");
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Books through the checkout form as a browser without JavaScript posts it
 * (with `email`, a client's next booking): the booking's id and email, and the jar with the cookies the answer set
 * (the cart emptied, the signed last booking).
 */
export async function bookWithoutScript(
  server: TestServer,
  item = "gst-filing:monthly_gst",
  email = `client-${randomUUID().slice(0, 8)}@example.com`,
) {
  const jar = new CookieJar();
  const booked = await send(server.origin, {
    method: "POST",
    path: "/cart-page",
    headers: { "Content-Type": FORM_TYPE },
    body: form({
      name: "Asha Rao",
      phone: "+91 98765 43210",
      email,
      items: JSON.stringify([[item, 1]]),
      consent: "on",
    }),
  });
  if (booked.status !== 302) throw new Error(`booking answered ${booked.status}: ${booked.body.slice(0, 300)}`);
  jar.store(booked.headers);
  const [row] = await server.query<{ booking_id: string }>(
    "select booking_id from bookings where email = $1 order by created_at desc limit 1",
    [email],
  );
  return { bookingId: row?.booking_id ?? "", email, jar };
}

/**
 * Registers through the sign-up form and opens the verification link the
 * outbox holds, as a person would; the account is not signed in yet.
 */
export async function registerVerifiedUser(
  server: TestServer,
  headers: Record<string, string> = {},
  name = "Asha Rao",
) {
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Kesar-ledger8";
  const signup = await send(server.origin, {
    method: "POST",
    path: "/signup",
    headers: { ...headers, "Content-Type": FORM_TYPE },
    body: form({ name, email, phone: "+91 98765 43210", password, terms: "on" }),
  });
  if (signup.status !== 302) throw new Error(`sign-up answered ${signup.status}: ${signup.body.slice(0, 500)}`);
  const [mail] = await server.query<{ text: string }>(`select text from outbox where "to" = $1`, [email]);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification link was mailed to ${email}`);
  // In the browser that signed up (its cookie says so), the link verifies at once (issue 34.5).
  const jar = new CookieJar();
  jar.store(signup.headers);
  const { pathname, search } = new URL(link);
  const verified = await send(server.origin, {
    method: "GET",
    path: `${pathname}${search}`,
    headers: { ...headers, Cookie: jar.header() },
  });
  if (verified.status !== 302 || !/verified=1/.test(String(verified.headers.location))) {
    throw new Error(`verification answered ${verified.status} ${verified.headers.location}`);
  }
  return { email, password };
}

/** Makes an admin with the project's own command, against the server's database. */
export function createAdmin(server: TestServer): { email: string; password: string } {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = "Firm-Admin-Pass-26";
  // Node with tsx's loader, not `npx tsx`: one process instead of three.
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/create-admin.ts", "--email", email, "--name", "Firm Admin", "--password", password],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl, LOG_LEVEL: "warn" },
      stdio: "pipe",
    },
  );
  return { email, password };
}

/**
 * Signs in through the login form (what the browser does); the jar keeps the
 * session cookie. An admin's sign-in goes on as a person's would: through
 * setting up two-factor the first time (the app's secret is kept here), or
 * with a fresh code of the app after; the response is the last answer.
 */
export async function signIn(
  server: TestServer,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ jar: CookieJar; response: RawResponse }> {
  const jar = new CookieJar();
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await send(server.origin, {
      method: "POST",
      path,
      headers: { ...headers, Cookie: jar.header(), "Content-Type": FORM_TYPE },
      body: form(fields),
    });
    jar.store(response.headers);
    return response;
  };
  let response = await post("/login", { email: credentials.email, password: credentials.password });
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}: ${response.body.slice(0, 500)}`);
  const location = new URL(response.headers.location ?? "/", server.origin);
  const redirectTo = location.searchParams.get("redirectTo") ?? "/admin-dashboard";
  if (location.pathname === "/two-factor-setup") {
    const started = await post("/two-factor-setup", { intent: "start", password: credentials.password });
    const secret = secretFrom(started.body);
    appSecrets.set(credentials.email, secret);
    response = await post("/two-factor-setup", { intent: "confirm", code: await nextAppCode(secret), redirectTo });
  } else if (location.pathname === "/two-factor") {
    const secret = appSecrets.get(credentials.email);
    if (!secret) throw new Error(`${credentials.email} has two-factor on, set up outside this process`);
    response = await post("/two-factor", { code: await nextAppCode(secret), redirectTo });
  }
  if (response.status !== 302) throw new Error(`sign-in answered ${response.status}: ${response.body.slice(0, 500)}`);
  return { jar, response };
}

/** The authenticator secrets of the admins this process has signed in. */
const appSecrets = new Map<string, string>();

/** Every file under a folder, with its size (missing folder: none). */
export async function listFiles(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat) files.set(file, stat.size);
  }
  return files;
}
