// The bench's accounts: made with the project's own command, signed in
// through the login form as a browser does. Rows that need a staff session
// share the admin; the visitors row makes a client the same way.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { signInByFetch } from "#tests/sign-in-by-fetch.ts";
import type { BenchContext } from "./context.ts";

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
 * a browser sends them back; an admin's sign-in goes through two-factor
 * (set up the first time). Better Auth's own sign-in endpoint is closed
 * (app/routes/api.auth.ts).
 */
export function signIn(context: BenchContext, account: Account): Promise<string> {
  return signInByFetch(context.app.origin, account);
}
