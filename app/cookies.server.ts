import { type Cookie, createCookie } from "react-router";
import { getEnv } from "#app/env.server.ts";

/**
 * A cookie of this site: whole-site path, httpOnly, SameSite=Lax, Secure
 * when the site is served over https, signed with the auth secret when asked.
 * It is made on first use, not at import, so importing a module never parses
 * the environment or writes the generated secret.
 */
export function siteCookie(name: string, options: { maxAge: number; signed?: boolean }): () => Cookie {
  let cookie: Cookie | undefined;
  return () => {
    cookie ??= createCookie(name, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().SITE_URL.startsWith("https:"),
      maxAge: options.maxAge,
      ...(options.signed ? { secrets: [getEnv().BETTER_AUTH_SECRET] } : {}),
    });
    return cookie;
  };
}
