// Checks that keep the three languages whole (issue 39.6): every key in
// every language, the same {{variables}} in each, no English left in a
// translation, and no key that no source file names.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { findEnglishWords, GLOSSARY } from "./glossary.ts";
import en from "./locales/en/index.ts";
import hi from "./locales/hi/index.ts";
import or from "./locales/or/index.ts";

type Tree = { readonly [key: string]: string | Tree };

/** Every message as "namespace:dotted.key" → text. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix === "" ? `${key}:` : prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === "string") flat.set(at, value);
    else for (const [inner, text] of flatten(value, at)) flat.set(inner, text);
  }
  return flat;
}

const ENGLISH = flatten(en as unknown as Tree);
const TRANSLATIONS = { hi: flatten(hi as unknown as Tree), or: flatten(or as unknown as Tree) };

const variablesOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(TRANSLATIONS))("%s", (language, messages) => {
  test("has every English key and no other", () => {
    // Plural forms differ by language (Hindi and Odia: one and other, as English); compare the rest exactly.
    expect([...messages.keys()].sort()).toEqual([...ENGLISH.keys()].sort());
  });

  test("keeps each message's {{variables}}", () => {
    const differing = [...ENGLISH].filter(
      ([key, english]) => variablesOf(english).join() !== variablesOf(messages.get(key) ?? "").join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  test("is written in its language: no message empty, none left in English", () => {
    const english = [...messages].filter(
      ([, text]) => text.trim() === "" || findEnglishWords(text.replace(/\{\{\w+\}\}/g, " ")).length > 0,
    );
    expect(
      english.map(([key, text]) => `${language} ${key}: ${text}`),
      "Latin-script words outside app/i18n/glossary.ts LOAN_WORDS",
    ).toEqual([]);
  });

  test("follows the glossary's strict terms", () => {
    const terms = GLOSSARY.filter((term) => term.strict);
    const astray = [...ENGLISH].flatMap(([key, english]) =>
      terms
        .filter((term) => new RegExp(`\\b${term.en.replace(/ \(.*\)$/, "")}s?\\b`, "i").test(english))
        .map((term) => term[language as "hi" | "or"].replace(/ \(.*\)$/, ""))
        .filter((word) => !(messages.get(key) ?? "").includes(word))
        .map((word) => `${language} ${key}: "${messages.get(key)}" lacks "${word}"`),
    );
    expect(astray).toEqual([]);
  });
});

/** Every source file of the app but the messages themselves and tests. */
function readSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}locales${path.sep}`))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
}

test("every English key is named by some source file", () => {
  const sources = readSources(path.resolve("app"));
  // A key is named in full ("header.call"), or picked under a literal prefix: t(`header.nav.${name}`).
  const prefixes = new Set([...sources.matchAll(/`([\w.]+)\.\$\{/g)].map((match) => match[1]));
  const unused = [...ENGLISH.keys()].filter((qualified) => {
    const key = (qualified.split(":")[1] ?? "").replace(/_(one|other)$/, "");
    if (sources.includes(`"${key}"`)) return false;
    const parts = key.split(".");
    return !parts.some((_, at) => at > 0 && prefixes.has(parts.slice(0, at).join(".")));
  });
  expect(unused, "keys no source file names").toEqual([]);
});
