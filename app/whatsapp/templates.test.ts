// The templates' words against Meta's rules for a template (body at most
// 1,024 characters, footer 60, a button's label 25; named variables, each
// once; no new lines) and against each other: every language says every
// template with the English's variables.
import { describe, expect, test } from "vitest";
import { findEnglishWords, LOAN_WORDS } from "#app/i18n/glossary.ts";
import { LANGUAGES, TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";
import {
  renderTemplate,
  TEMPLATE_LANGUAGE_CODES,
  TEMPLATE_WORDS,
  TEMPLATES,
  type TemplateName,
  toTemplateValue,
} from "./templates.ts";

const NAMES = Object.keys(TEMPLATES) as TemplateName[];
const CASES = LANGUAGES.flatMap((language) => NAMES.map((name) => [language, name] as const));

/** Every `{{…}}` of a text, whatever is inside. */
const placeholders = (text: string) => [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => match[1] ?? "");
const length = (text: string) => [...text].length;

describe("the templates' words", () => {
  test.each(LANGUAGES)("%s has every template, and a language code", (language) => {
    expect(Object.keys(TEMPLATE_WORDS[language].templates).sort()).toEqual([...NAMES].sort());
    expect(TEMPLATE_LANGUAGE_CODES[language]).toMatch(/^[a-z]{2,3}(_[A-Z]{2})?$/);
  });

  test.each(CASES)("%s %s: the body has the template's variables, each once, all named", (language, name) => {
    const { body } = TEMPLATE_WORDS[language].templates[name];
    const found = placeholders(body);
    expect([...found].sort()).toEqual([...TEMPLATES[name].variables].sort());
    for (const variable of found) expect(variable).toMatch(/^[a-z][a-z_]*$/);
    // Nothing that Meta would read as a broken variable: no stray braces.
    expect(body.replace(/\{\{[a-z_]+\}\}/g, "")).not.toMatch(/[{}]/);
  });

  test.each(CASES)("%s %s: one paragraph, within Meta's lengths", (language, name) => {
    const { body, button } = TEMPLATE_WORDS[language].templates[name];
    expect(body).not.toMatch(/[\n\r\t]| {5}/);
    expect(body).toBe(body.trim());
    expect(length(body)).toBeLessThanOrEqual(1024);
    expect(length(button)).toBeGreaterThan(0);
    expect(length(button)).toBeLessThanOrEqual(25);
    expect(placeholders(button)).toEqual([]);
  });

  test.each(CASES)("%s %s: the body neither starts nor ends with a variable", (language, name) => {
    const { body } = TEMPLATE_WORDS[language].templates[name];
    expect(body).not.toMatch(/^\s*\{\{/);
    expect(body).not.toMatch(/\}\}[\s\p{P}]*$/u);
  });

  test.each(LANGUAGES)("%s: the footer, without variables, says STOP", (language) => {
    const { footer } = TEMPLATE_WORDS[language];
    expect(length(footer)).toBeLessThanOrEqual(60);
    expect(footer).not.toMatch(/[{}\n]/);
    expect(footer).toMatch(/\bSTOP\b/);
  });

  const TRANSLATED = TRANSLATED_LANGUAGES.flatMap((language) => NAMES.map((name) => [language, name] as const));

  test.each(TRANSLATED)("%s %s: two variables always have a word between them", (language, name) => {
    const { body } = TEMPLATE_WORDS[language].templates[name];
    for (const [, between] of body.matchAll(/\}\}([^{]*)\{\{/g)) expect(between).toMatch(/\p{L}/u);
  });

  test.each(TRANSLATED_LANGUAGES)("%s: no English beyond the glossary's loan words and STOP", (language) => {
    const words = TEMPLATE_WORDS[language];
    const texts = [words.footer, ...Object.values(words.templates).flatMap(({ body, button }) => [body, button])];
    const allowed = new Set([...LOAN_WORDS, "stop"]);
    expect(texts.flatMap((text) => findEnglishWords(text.replace(/\{\{\w+\}\}/g, ""), allowed))).toEqual([]);
  });
});

describe("renderTemplate", () => {
  test.each(CASES)("%s %s: every variable is filled", (language, name) => {
    const values = Object.fromEntries(TEMPLATES[name].variables.map((variable) => [variable, `«${variable}»`]));
    const text = renderTemplate(language, name, values);
    expect(text).not.toContain("{{");
    for (const value of Object.values(values)) expect(text).toContain(value);
  });
});

describe("toTemplateValue", () => {
  test("new lines, tabs and runs of spaces become one space", () => {
    expect(toTemplateValue("Form 16\n\tand   26AS \r\n ")).toBe("Form 16 and 26AS");
  });

  test("a value longer than its max is cut, with an ellipsis", () => {
    const value = toTemplateValue("a".repeat(300));
    expect(value).toHaveLength(200);
    expect(value.endsWith("…")).toBe(true);
    expect(toTemplateValue("abcdef", 4)).toBe("abc…");
  });

  test("a value at its max stays whole", () => {
    expect(toTemplateValue("a".repeat(200))).toBe("a".repeat(200));
  });

  test("the max counts characters, not UTF-16 units", () => {
    const value = toTemplateValue("₹😀".repeat(150));
    expect([...value]).toHaveLength(200);
    expect(value.endsWith("₹…")).toBe(true);
  });

  test("an empty value is a dash, not nothing", () => {
    expect(toTemplateValue(" \n ")).toBe("-");
  });
});
