// A visitor's choice of language is kept in a cookie; a client's also in
// their record, so their emails follow it (DESIGN, 'The firm's year'). The
// cookie holds the bare code ("hi"), so the server can read it before
// Express and React Router (server/app.ts), and the kept pages ignore it
// (server/html-cache-keys.ts): the address says a page's language.
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/accounts/session.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { clients } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import {
  getLanguageOfPath,
  isLanguage,
  isTranslatedPath,
  LANGUAGE_COOKIE,
  type Language,
  localizePath,
} from "./languages.ts";

const A_YEAR = 365 * 24 * 60 * 60;

/** The language a visitor chose, from a Cookie header, if they did. */
export function readChosenLanguage(cookieHeader: string | null | undefined): Language | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const [name, value] = pair.split("=").map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** Keeps the choice: the Set-Cookie header to send, and the client's record when signed in. */
export async function chooseLanguage(language: Language, user: SessionUser | null): Promise<string> {
  if (user) await getDb().update(clients).set({ language }).where(eq(clients.userId, user.id));
  return languageCookie(language);
}

/**
 * At sign-in: the language a client chose before (their record), on a browser
 * that has no choice of its own yet. Their pages open in it from then on, and
 * this sign-in lands there. Null: the browser keeps what it has.
 */
export async function recallClientLanguage(
  request: Request,
  email: string,
): Promise<{ language: Language; setCookie: string } | null> {
  if (readChosenLanguage(request.headers.get("Cookie")) !== null) return null;
  const [client] = await getDb()
    .select({ language: clients.language })
    .from(clients)
    .where(eq(clients.email, email.toLowerCase()));
  if (!client || client.language === "en") return null;
  return { language: client.language, setCookie: languageCookie(client.language) };
}

/** The cookie that keeps a language. */
function languageCookie(language: Language): string {
  const secure = getEnv().SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR}; SameSite=Lax; HttpOnly${secure}`;
}

/**
 * Where a visitor who chose Hindi or Odia is sent when they open an English
 * page that has a translation: the same page in their language. Only a
 * choice they made; a browser's preference is offered, never followed
 * (app/components/language-offer.tsx). Null: open the page asked for.
 */
export function getChosenLanguagePath(method: string, url: string, cookieHeader: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const chosen = readChosenLanguage(cookieHeader);
  if (chosen === null || chosen === "en") return null;
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  if (getLanguageOfPath(pathname) !== "en" || !isTranslatedPath(pathname)) return null;
  return localizePath(url, chosen);
}
