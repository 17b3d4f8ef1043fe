// Pages write their messages without i18next (app/i18n/page-i18n.tsx), and
// the server's i18next answers plain messages the same way before it does
// any work (app/i18n/i18n.ts), both with app/i18n/plain-message.ts: each
// must write every message of every language exactly as i18next's own `t`
// does, with its values and at every plural form, and the server's hands
// i18next what it does not answer.
import type { i18n } from "i18next";
import { describe, expect, test } from "vitest";
import { RESOURCES } from "./i18n.server.ts";
import { createI18n } from "./i18n.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import type { Namespace } from "./messages.ts";
import { PageI18n } from "./page-i18n.tsx";

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 11, 21, 1.5];

/** Every message's key and text, nested keys joined with "." as i18next reads them. */
function messagesOf(tree: object, prefix = ""): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : messagesOf(value as object, `${prefix}${key}.`),
  );
}

type T = (key: string, options?: object | string) => string;

/**
 * An instance whose own `t` (i18next's, which getFixedT's falls back on) is
 * counted: `fixedT` is getFixedT's, `i18nextT` i18next's.
 */
function instanceFor(language: Language) {
  const instance = createI18n(language, RESOURCES[language]);
  const own = instance.t.bind(instance) as unknown as T;
  let calls = 0;
  const i18nextT: T = (key, options) => {
    calls++;
    return own(key, options);
  };
  instance.t = i18nextT as unknown as i18n["t"];
  const fixedT = (namespace: string) =>
    (instance.getFixedT as unknown as (...args: string[]) => T)(language, namespace);
  const page = new PageI18n(language, RESOURCES[language]);
  const pageT = (namespace: string) => page.getFixedT(language, namespace as Namespace) as unknown as T;
  return { fixedT, pageT, i18nextT, calls: () => calls };
}

describe.each(LANGUAGES)("every message in %s", (language) => {
  test("is written as i18next writes it, without i18next", () => {
    const { fixedT, pageT, i18nextT, calls } = instanceFor(language);
    let compared = 0;
    for (const [namespace, messages] of Object.entries(RESOURCES[language])) {
      const t = fixedT(namespace);
      const onPage = pageT(namespace);
      for (const [key, text] of messagesOf(messages)) {
        const values = Object.fromEntries(
          [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => [name, `«${name} ${namespace}»`]),
        );
        const plural = PLURAL_SUFFIX.test(key);
        const base = key.replace(PLURAL_SUFFIX, "");
        for (const count of plural ? COUNTS : [undefined]) {
          const options = count === undefined ? values : { ...values, count };
          const expected = i18nextT(base, { ...options, lng: language, ns: namespace });
          const given = Object.keys(options).length > 0 ? options : undefined;
          expect(t(base, given), `${namespace}:${base}`).toBe(expected);
          expect(onPage(base, given), `${namespace}:${base} on a page`).toBe(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    // Each comparison called i18next's own `t` once for the expected text, and only then.
    expect(calls()).toBe(compared);
  });
});

test("a missing key, a default and a value not given are written as i18next writes them", () => {
  const { fixedT, pageT, i18nextT, calls } = instanceFor("en");
  const [namespace, key, name] = findMessageWithValue();
  const cases: [key: string, options?: Record<string, unknown>][] = [
    ["no.such.key"],
    ["no.such.key", { defaultValue: "Said by default, {{who}}", who: "Asha" }],
    ["header.nav.home", { ns: "common", defaultValue: "Home" }],
    [key, { ns: namespace }],
    [key, { ns: namespace, [name]: null }],
    [key, { ns: namespace, [name]: 42 }],
  ];
  for (const [key, options] of cases) {
    const before = calls();
    const expected = i18nextT(key, { ns: "forms", ...options });
    expect(fixedT("forms")(key, options), key).toBe(expected);
    expect(pageT("forms")(key, options), `${key} on a page`).toBe(expected);
    expect(calls() - before, `${key}: only the expected text asked of i18next`).toBe(1);
  }
});

test("what it does not answer, i18next does; a page, which never asks it, gets the key", () => {
  const { fixedT, pageT, i18nextT, calls } = instanceFor("en");
  const [namespace, key, name] = findMessageWithValue();
  const cases: [key: string, options?: object | string][] = [
    ["common:header.nav.home"],
    ["header.nav.home", { ns: "common", lng: "hi" }],
    ["header", { ns: "common", returnObjects: true }],
    ["header.nav.home", { ns: "common", defaultValue_one: "Home" }],
    ["header.nav.home", "a default value"],
    [key, { ns: namespace, [name]: { toString: () => "an object" } }],
  ];
  for (const [key, options] of cases) {
    const before = calls();
    const asked = typeof options === "string" ? { defaultValue: options } : options;
    const expected = i18nextT(key, { ns: "forms", ...asked });
    expect(fixedT("forms")(key, options), key).toEqual(expected);
    expect(calls() - before, `${key}: answered by i18next`).toBe(2);
    expect(pageT("forms")(key, options), `${key} on a page`).toBe(key);
  }
});

test("a value is written as it is, even one that looks like String.replace's patterns", () => {
  const { fixedT, pageT, i18nextT, calls } = instanceFor("en");
  const [namespace, key, name] = findMessageWithValue();
  const before = calls();
  const written = fixedT(namespace)(key, { [name]: "Shah & $& Sons $1" });
  expect(written).toContain("Shah & $& Sons $1");
  expect(calls()).toBe(before);
  expect(written).toBe(i18nextT(key, { [name]: "Shah & $& Sons $1", ns: namespace }));
  expect(pageT(namespace)(key, { [name]: "Shah & $& Sons $1" })).toBe(written);
});

/** The first English message with one value: its namespace, key and the value's name. */
function findMessageWithValue(): [namespace: string, key: string, name: string] {
  for (const [namespace, messages] of Object.entries(RESOURCES.en)) {
    for (const [key, text] of messagesOf(messages)) {
      const names = [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name ?? "");
      if (names.length === 1 && !PLURAL_SUFFIX.test(key)) return [namespace, key, names[0] ?? ""];
    }
  }
  throw new Error("no English message has a value");
}

test("an empty message is written as nothing, not as its key", () => {
  // English needs no words after the terms link of the sign-up page; Hindi and Odia end the sentence there.
  for (const language of LANGUAGES) {
    const { fixedT, pageT, i18nextT } = instanceFor(language);
    expect(fixedT("account")("signup.iAcceptAfter")).not.toContain("signup.");
    expect(pageT("account")("signup.iAcceptAfter")).toBe(fixedT("account")("signup.iAcceptAfter"));
    expect(i18nextT("signup.iAcceptAfter", { ns: "account" })).not.toContain("signup.");
  }
  expect(instanceFor("en").i18nextT("signup.iAcceptAfter", { ns: "account" })).toBe("");
});
