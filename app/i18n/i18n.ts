// i18next on the server, for the words of loaders, actions and emails
// (getT in app/i18n/i18n.server.ts): one instance per language with every
// message of it. Pages render with app/i18n/page-i18n.tsx instead, in the
// browser and on the server; both write a message with
// app/i18n/plain-message.ts, and app/i18n/i18n.test.ts holds them to
// i18next's own `t` for every message.
import { createInstance, type i18n, type ResourceLanguage } from "i18next";
import type { Language } from "./languages.ts";
import { writePlainMessage } from "./plain-message.ts";

export function createI18n(language: Language, resources: ResourceLanguage): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    defaultNS: "common",
    ns: Object.keys(resources),
    // React escapes what it renders; emails escape in their own templates.
    interpolation: { escapeValue: false },
    // A message may be empty: English needs no words after the link that Hindi and Odia end with.
    returnEmptyString: true,
    initAsync: false,
  });
  answerPlainMessagesFirst(instance);
  return instance;
}

/**
 * i18next's `t` copies its options, resolves the key through fallbacks,
 * interpolates, looks for nesting and post-processes on every call, and our
 * messages ask little of it: a key of one namespace, `{{name}}` values and
 * a plural by `count` (issue 41). The `t` of `getFixedT` (which getT uses)
 * writes those as the pages do, and leaves anything else to i18next: a
 * namespace prefix, a nested `$t(`, a formatted value, an i18next option.
 */
function answerPlainMessagesFirst(instance: i18n): void {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as GetFixedT;
  const getPlainFirst: GetFixedT = (language, namespace, keyPrefix, fixedOptions) => {
    const i18nextT = getFixedT(language, namespace, keyPrefix, fixedOptions);
    if (typeof language !== "string" || typeof namespace !== "string" || keyPrefix) return i18nextT;
    const messageAt = (namespace: string, key: string) => instance.getResource(language, namespace, key);
    const t: T = (key, options) =>
      writePlainMessage(messageAt, language, namespace, key, options) ?? i18nextT(key, options);
    // What i18next sets on its `t` (the language, the namespace, the prefix), as it set them.
    return Object.assign(t, i18nextT);
  };
  instance.getFixedT = getPlainFirst as unknown as i18n["getFixedT"];
}

/** i18next's `t` and getFixedT as this file calls them; their typed keys are for the pages. */
type T = (key: unknown, options?: unknown) => string;
type GetFixedT = (language: unknown, namespace?: unknown, keyPrefix?: unknown, fixedOptions?: unknown) => T;
