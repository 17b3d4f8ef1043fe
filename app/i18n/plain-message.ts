// A message written as i18next writes it, for the messages we write: a key
// of one namespace, `{{name}}` values and a plural by `count`. The pages'
// `t` (app/i18n/page-i18n.tsx) is this alone; the server's i18next
// (app/i18n/i18n.ts) answers with it first and does the rest itself.
// app/i18n/i18n.test.ts compares it with i18next for every message.

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
/** What a formatted or unescaped placeholder ("{{amount, number}}", "{{- name}}") stands for here: i18next's to write. */
const FORMATTED = Symbol("formatted");
const pluralRules = new Map<string, Intl.PluralRules>();

/** A message of a namespace by its key ("keep.title.monthly"), as the language has it. */
export type MessageAt = (namespace: string, key: string) => unknown;

/**
 * The message as i18next would write it, or undefined when the call asks for
 * more (an i18next option, a namespace prefix, a nested `$t(`, a formatted
 * or unescaped placeholder, a value that is neither text nor a number).
 * As i18next: a missing key is the `defaultValue` if one is given, else the
 * key itself; a value not given leaves its placeholder, and null is nothing.
 */
export function writePlainMessage(
  messageAt: MessageAt,
  language: string,
  fixedNamespace: string,
  key: unknown,
  options: unknown,
): string | undefined {
  if (typeof key !== "string" || key.includes(":")) return undefined;
  const values = (options ?? {}) as Record<string, unknown>;
  if (typeof values !== "object") return undefined;
  for (const name in values) {
    // defaultValue_one and the like: a default for each plural form.
    if (I18NEXT_OPTIONS.has(name) || (name.startsWith("defaultValue") && name !== "defaultValue")) return undefined;
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
    message = messageAt(namespace, each);
    if (message !== undefined && message !== null) break;
  }
  if (message === undefined || message === null) {
    if (values.defaultValue === undefined) return key;
    message = values.defaultValue;
  }
  if (typeof message !== "string" || message.includes("$t(")) return undefined;
  if (!message.includes("{{")) return message;
  let plain = true;
  const written = message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = PLAIN_NAME.test(name) ? values[name.trim()] : FORMATTED;
    if (value === undefined) return placeholder;
    if (value === null) return "";
    // i18next writes numbers and strings as they are.
    if (typeof value === "string" || typeof value === "number") return String(value);
    plain = false;
    return placeholder;
  });
  return plain ? written : undefined;
}
