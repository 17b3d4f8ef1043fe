import { AUTH_BASE_PATH, getAuth } from "#app/accounts/auth.server.ts";
import { getAccountOfVerificationLink } from "#app/accounts/email-proof.server.ts";
import { isSignUpBrowserOf } from "#app/accounts/pending-verification.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import type { Route } from "./+types/api.auth";

// Of Better Auth's endpoints only what our emails link to is open: the
// verification link, the reset link and a booking's sign-in link. Sign-up, sign-in and the rest go
// through our forms (server actions with our validation and limits), so
// their HTTP endpoints answer 404: nobody can sign up past the terms, the
// field rules or the limits by posting JSON here.
const EMAIL_LINKS = [/^\/verify-email$/, /^\/reset-password\/[\w-]+$/, /^\/magic-link\/verify$/];
const RETURN_ADDRESSES = ["callbackURL", "errorCallbackURL", "newUserCallbackURL"];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.slice(AUTH_BASE_PATH.length);
  if (!EMAIL_LINKS.some((pattern) => pattern.test(path))) return notFound();
  try {
    decodeURIComponent(url.search);
  } catch {
    return brokenLink();
  }
  // Our emails send people back to a page of this site. Any other address
  // is not a link of ours (and Better Auth answers 500 to one that is not
  // a URL at all).
  for (const name of RETURN_ADDRESSES) {
    const address = url.searchParams.get(name);
    if (address !== null && getSafeRedirect(address, getEnv().SITE_URL) !== address) return brokenLink();
  }
  // A sign-in link signs nobody in on a GET (a page that navigates to an
  // attacker's own link would sign its visitor into the attacker's account,
  // and mail scanners would spend it): it opens our page, whose button posts
  // (issue 34.7). Links mailed before this change come the same way.
  if (path === "/magic-link/verify") return seeOther(`/sign-in-link${url.search}`);
  // A verification link opened in another browser than the sign-up's asks
  // for the account's password first (issue 34.5, app/accounts/email-proof.server.ts).
  // A broken or expired link, or an account verified already, goes on to
  // Better Auth, which says so and changes nothing.
  if (path === "/verify-email") {
    const token = url.searchParams.get("token") ?? "";
    const account = await getAccountOfVerificationLink(token);
    if (account && !account.verified && !(await isSignUpBrowserOf(request, account.userId))) {
      return seeOther(`/verify-email?${new URLSearchParams({ token })}`);
    }
  }
  return getAuth().handler(request);
}

function seeOther(location: string) {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}

function brokenLink() {
  return new Response("That link is broken. Please open it again from the email.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action() {
  return notFound();
}

function notFound() {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}
