// A visitor's choice of language is kept in a cookie; a client's also in
// their record, so their emails follow it (DESIGN, 'The firm's year').
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/accounts/session.server.ts";
import { siteCookie } from "#app/cookies.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { clients } from "#app/db/schema.ts";
import { isLanguage, type Language } from "./languages.ts";

/** server/html-cache-keys.ts knows it by name too: it changes no page (the address says the language). */
const LANGUAGE_COOKIE = "lang";

const languageCookie = siteCookie(LANGUAGE_COOKIE, { maxAge: 365 * 24 * 60 * 60 });

/** The language a visitor chose, if they did. */
export async function getChosenLanguage(request: Request): Promise<Language | null> {
  const value: unknown = await languageCookie().parse(request.headers.get("Cookie"));
  return isLanguage(value) ? value : null;
}

/** Keeps the choice: the Set-Cookie header to send, and the client's record when signed in. */
export async function chooseLanguage(language: Language, user: SessionUser | null): Promise<string> {
  if (user) await getDb().update(clients).set({ language }).where(eq(clients.userId, user.id));
  return languageCookie().serialize(language);
}
