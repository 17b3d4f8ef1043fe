import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { getEnv } from "#app/env.server.ts";
import { readForm } from "#app/forms.server.ts";
import { chooseLanguage } from "#app/i18n/language-choice.server.ts";
import { LANGUAGES, localizePath } from "#app/i18n/languages.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/language";

// The language switch (header and menu) posts here: the choice is kept and
// the same page opens in that language, with its query.
const LanguageChoice = z.object({
  language: z.enum(LANGUAGES),
  to: z.string().max(2000).catch("/"),
});

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: LanguageChoice });
  if (submission.status !== "success") throw redirect("/");
  const { language, to } = submission.value;
  const setCookie = await chooseLanguage(language, await getSessionUser(request));
  const target = localizePath(getSafeRedirect(to, getEnv().SITE_URL), language);
  throw redirect(target, { headers: { "Set-Cookie": setCookie } });
}

export function loader() {
  return redirect("/");
}
