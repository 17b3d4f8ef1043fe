// The bench's admin: made with the project's own command, signed in through
// the login form as a browser does. Rows that need a staff session share it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { BenchContext } from "./context.ts";
import { cookiesOf, request } from "./http.ts";

const run = promisify(execFile);

export const BENCH_ADMIN = { email: "bench-admin@example.com", name: "Bench Admin", password: "Bench-Admin-Pass-26" };

/** The session cookie of the bench admin (made first if need be). */
export async function signInAsAdmin(context: BenchContext): Promise<string> {
  const { root, app } = context;
  await run(
    "npx",
    [
      "tsx",
      "scripts/create-admin.ts",
      "--email",
      BENCH_ADMIN.email,
      "--name",
      BENCH_ADMIN.name,
      "--password",
      BENCH_ADMIN.password,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: app.dataDir, EMBEDDED_PG_PORT: String(app.pgPort), LOG_LEVEL: "warn" },
    },
  );
  // The login form, as a browser posts it (Better Auth's own sign-in
  // endpoint is closed: app/routes/api.auth.ts).
  const reply = await request(`${app.origin}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: [Buffer.from(new URLSearchParams({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }).toString())],
  });
  if (reply.status !== 302) throw new Error(`admin sign-in answered ${reply.status}: ${reply.body.toString("utf8")}`);
  return cookiesOf(reply);
}
