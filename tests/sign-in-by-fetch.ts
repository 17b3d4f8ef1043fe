// Signing in over HTTP with fetch, for the suites that run the site as a
// separate process (cluster, resilience, bench).
import { nextAppCode, secretFrom } from "#tests/totp.ts";

/** The authenticator secrets of the admins this process has signed in. */
const appSecrets = new Map<string, string>();

/**
 * A sign-in over HTTP (fetch), as a browser without JavaScript makes it:
 * the login form, and for an admin then setting up two-factor the first
 * time (the app's secret is kept in this process) or a code of the app
 * after. Returns the Cookie header of the session.
 */
export async function signInByFetch(
  origin: string,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const cookies = new Map<string, string>();
  const post = async (path: string, fields: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...headers,
        Origin: origin,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: new URLSearchParams(fields),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (/max-age=0\b/i.test(line) || at === pair.length - 1) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const body = await response.text();
    if (response.status !== 302 && !(path === "/two-factor-setup" && fields.intent === "start"))
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return { location: new URL(response.headers.get("location") ?? "/", origin), body };
  };
  const { location } = await post("/login", account);
  const redirectTo = location.searchParams.get("redirectTo") ?? "/admin-dashboard";
  if (location.pathname === "/two-factor-setup") {
    const started = await post("/two-factor-setup", { intent: "start", password: account.password });
    const secret = secretFrom(started.body);
    appSecrets.set(account.email, secret);
    await post("/two-factor-setup", { intent: "confirm", code: await nextAppCode(secret), redirectTo });
  } else if (location.pathname === "/two-factor") {
    const secret = appSecrets.get(account.email);
    if (!secret) throw new Error(`${account.email} has two-factor on, set up outside this process`);
    await post("/two-factor", { code: await nextAppCode(secret), redirectTo });
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}
