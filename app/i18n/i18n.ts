// The i18next instance pages render with: the server keeps one per language
// with every message of it (app/i18n/i18n.server.ts); the browser makes one
// at start with what the page was rendered with (app/i18n/page-messages.tsx)
// and loads another page's namespaces when it goes there.
import { createInstance, type i18n, type Module, type ResourceLanguage } from "i18next";
import type { Language } from "./languages.ts";

export function createI18n(language: Language, resources: ResourceLanguage, backend?: Module): i18n {
  const instance = createInstance();
  if (backend) instance.use(backend);
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    partialBundledLanguages: backend !== undefined,
    defaultNS: "common",
    ns: Object.keys(resources),
    // React escapes what it renders; emails escape in their own templates.
    interpolation: { escapeValue: false },
    // A message may be empty: English needs no words after the link that Hindi and Odia end with.
    returnEmptyString: true,
    initAsync: false,
    react: { useSuspense: true },
  });
  answerPlainMessagesFirst(instance);
  return instance;
}

/**
 * i18next's `t` copies its options, resolves the key through fallbacks,
 * interpolates, looks for nesting and post-processes on every call: on a
 * phone hydrating the cart page that was about 90 ms of a 4× throttled main
 * thread (issue 41). Our messages ask little of it: a key of one namespace,
 * `{{name}}` values and a plural by `count`. The `t` of `getFixedT` (which
 * useTranslation and getT use) answers those from the loaded messages
 * itself, and leaves anything else to i18next: a missing key or value, a
 * namespace prefix, a nested `$t(`, a formatted value, an i18next option.
 * It must answer exactly as i18next would: app/i18n/i18n.test.ts compares
 * the two for every message of every language.
 */
function answerPlainMessagesFirst(instance: i18n): void {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as GetFixedT;
  const getPlainFirst: GetFixedT = (language, namespace, keyPrefix, fixedOptions) => {
    const i18nextT = getFixedT(language, namespace, keyPrefix, fixedOptions);
    if (typeof language !== "string" || typeof namespace !== "string" || keyPrefix) return i18nextT;
    const t: T = (key, options) =>
      answerPlainMessage(instance, language, namespace, key, options) ?? i18nextT(key, options);
    // What i18next sets on its `t` (the language, the namespace, the prefix), as it set them.
    return Object.assign(t, i18nextT);
  };
  instance.getFixedT = getPlainFirst as unknown as i18n["getFixedT"];
}

/** i18next's `t` and getFixedT as this file calls them; their typed keys are for the pages. */
type T = (key: unknown, options?: unknown) => string;
type GetFixedT = (language: unknown, namespace?: unknown, keyPrefix?: unknown, fixedOptions?: unknown) => T;

/** Options that ask i18next for more than a message and its values: answered by i18next. */
const I18NEXT_OPTIONS = new Set([
  "context",
  "fallbackLng",
  "interpolation",
  "joinArrays",
  "keyPrefix",
  "keySeparator",
  "lng",
  "lngs",
  "nsSeparator",
  "ordinal",
  "postProcess",
  "replace",
  "returnDetails",
  "returnObjects",
  "skipInterpolation",
]);
/** i18next's placeholder (its default prefix and suffix); a plain one names a value, nothing more. */
const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const PLAIN_NAME = /^\s*\w+\s*$/;
const pluralRules = new Map<string, Intl.PluralRules>();

/** The message as i18next would write it, or undefined for i18next to answer. */
function answerPlainMessage(
  instance: i18n,
  language: string,
  fixedNamespace: string,
  key: unknown,
  options: unknown,
): string | undefined {
  if (typeof key !== "string" || key.includes(":")) return undefined;
  const values = (options ?? {}) as Record<string, unknown>;
  if (typeof values !== "object") return undefined;
  for (const name in values) {
    // defaultValue, and defaultValue_one and the like.
    if (I18NEXT_OPTIONS.has(name) || name.startsWith("defaultValue")) return undefined;
  }
  const namespace = values.ns ?? fixedNamespace;
  if (typeof namespace !== "string") return undefined;
  // A count in words is only a value. For a number, i18next's order: the zero form for 0, the language's plural form, the key itself.
  const keys = [key];
  if (values.count !== undefined && typeof values.count !== "string") {
    if (typeof values.count !== "number") return undefined;
    const rules = pluralRules.get(language) ?? new Intl.PluralRules(language);
    pluralRules.set(language, rules);
    keys.unshift(`${key}_${rules.select(values.count)}`);
    if (values.count === 0) keys.unshift(`${key}_zero`);
  }
  let message: unknown;
  for (const each of keys) {
    message = instance.getResource(language, namespace, each);
    if (message !== undefined && message !== null) break;
  }
  if (typeof message !== "string" || message.includes("$t(")) return undefined;
  if (!message.includes("{{")) return message;
  let plain = true;
  const written = message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = PLAIN_NAME.test(name) ? values[name.trim()] : undefined;
    // i18next writes numbers and strings as they are.
    if (typeof value !== "string" && typeof value !== "number") plain = false;
    return plain ? String(value) : placeholder;
  });
  return plain ? written : undefined;
}
