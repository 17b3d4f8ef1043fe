// The bench's accounts: made with the project's own command, signed in
// through the login form as a browser does. Rows that need a staff session
// share the admin; the visitors row makes a client the same way.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BenchContext } from "./context.ts";
import { cookiesOf, request } from "./http.ts";

const run = promisify(execFile);

type Account = { email: string; name: string; password: string };

export const BENCH_ADMIN: Account = {
  email: "bench-admin@example.com",
  name: "Bench Admin",
  password: "Bench-Admin-Pass-26",
};

/** The session cookie of the bench admin (made first if need be). */
export async function signInAsAdmin(context: BenchContext): Promise<string> {
  await makeAccount(context, BENCH_ADMIN);
  return signIn(context, BENCH_ADMIN);
}

/** Makes (or takes over) the account with scripts/create-admin.ts, against the bench app's database. */
export async function makeAccount(context: BenchContext, account: Account): Promise<void> {
  const { root, app } = context;
  await run(
    "npx",
    [
      "tsx",
      "scripts/create-admin.ts",
      "--email",
      account.email,
      "--name",
      account.name,
      "--password",
      account.password,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: app.dataDir, EMBEDDED_PG_PORT: String(app.pgPort), LOG_LEVEL: "warn" },
    },
  );
}

/**
 * Every cookie the login form sets (the session and the login's toast), as
 * a browser sends them back. Better Auth's own sign-in endpoint is closed
 * (app/routes/api.auth.ts).
 */
export async function signIn(context: BenchContext, account: Account): Promise<string> {
  const reply = await request(`${context.app.origin}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: [Buffer.from(new URLSearchParams({ email: account.email, password: account.password }).toString())],
  });
  if (reply.status !== 302)
    throw new Error(`sign-in of ${account.email} answered ${reply.status}: ${reply.body.toString("utf8")}`);
  return cookiesOf(reply);
}
