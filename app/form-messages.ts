// What a form says, in the page's language (issue 39). Schemas, actions and
// the upload checks keep writing the specification's exact English messages
// (one source, and an English page unchanged byte for byte); a message is
// said in Hindi or Odia where it is shown: the form's fields and errors
// (app/components/forms.tsx), toasts and answers, in the browser and on the
// server alike. Each message is found in the English `forms` file by its text,
// where {{name}} stands for any words, which are themselves said again when
// they are a message ("Failed to submit booking: {{reason}}"). A message
// not there is shown as it was written.
import type { TFunction } from "i18next";
import en from "#app/i18n/locales/en/forms.ts";
import { PageI18n, useTranslation } from "#app/i18n/page-i18n.tsx";

type Said = { errors: keyof typeof en.errors; done: keyof typeof en.done };
type Found = { section: "errors"; key: Said["errors"] } | { section: "done"; key: Said["done"] };

const EXACT = new Map<string, Found>();
const PATTERNS: { pattern: RegExp; names: string[]; found: Found }[] = [];
for (const section of ["errors", "done"] as const) {
  for (const [key, text] of Object.entries(en[section])) {
    const found = { section, key } as Found;
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      EXACT.set(text, found);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)");
    PATTERNS.push({ pattern: new RegExp(`^${source}$`), names, found });
  }
}

/** A message in the language of `t` (the `forms` namespace's); itself when it is not one of ours. */
export function translateMessage(message: string, t: TFunction<"forms">, depth = 0): string {
  const exact = EXACT.get(message);
  if (exact) return say(t, exact);
  for (const { pattern, names, found } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    // A file's name stays as it is; other words may be messages themselves.
    const params = Object.fromEntries(
      names.map((name, index) => {
        const value = match[index + 1] ?? "";
        return [name, name === "name" || depth > 1 ? value : translateMessage(value, t, depth + 1)];
      }),
    );
    return say(t, found, params);
  }
  return message;
}

function say(t: TFunction<"forms">, found: Found, params: Record<string, string> = {}): string {
  if (found.section === "done") return t(`done.${found.key}`);
  // Its words are the English message's, so its {{names}} are those the message matched.
  const withParams = t as unknown as (key: `errors.${Said["errors"]}`, params: Record<string, string>) => string;
  return withParams(`errors.${found.key}`, params);
}

const english = new PageI18n("en", { forms: en });

/**
 * The `forms` words of the page: its language's when the page reads the
 * namespace (its route's `handle.i18n`), else English, so that a shared
 * component on a staff page never waits for a file of messages.
 */
function getFormsI18n(i18n: PageI18n): PageI18n {
  return i18n.language !== "en" && i18n.hasLoadedNamespace("forms") ? i18n : english;
}

/** `t` of the `forms` namespace, for the shared form components. */
export function useFormsT(): TFunction<"forms"> {
  const { i18n } = useTranslation();
  const instance = getFormsI18n(i18n);
  return instance.getFixedT(instance.language, "forms");
}

/** Says a form's message in the page's language: English is said as it was written. */
export function useFormMessage(): (message: string) => string {
  const { i18n } = useTranslation();
  const instance = getFormsI18n(i18n);
  if (instance.language === "en") return (message) => message;
  const t = instance.getFixedT(instance.language, "forms");
  return (message) => translateMessage(message, t);
}
