// The free tools' words in each language (issue 39): English is tools.ts;
// Hindi and Odia are typed as its shape, each tool with as many questions.
import type { Language } from "#app/i18n/languages.ts";
import {
  DUE_DATES_FAQS,
  DUE_DATES_TOOL,
  GST_FAQS,
  GST_TOOL,
  INCOME_TAX_FAQS,
  INCOME_TAX_TOOL,
} from "#app/tools/tools.ts";
import hi from "./translations/tools.hi.ts";
import or from "./translations/tools.or.ts";

type Faqs<T extends readonly unknown[]> = {
  readonly [K in keyof T]: { readonly question: string; readonly answer: string };
};
type Text<Tool, F extends readonly unknown[]> = {
  readonly [K in keyof Tool as K extends "path" ? never : K]: string;
} & { readonly faqs: Faqs<F> };

export type ToolTexts = {
  incomeTax: Text<typeof INCOME_TAX_TOOL, typeof INCOME_TAX_FAQS>;
  gst: Text<typeof GST_TOOL, typeof GST_FAQS>;
  dueDates: Text<typeof DUE_DATES_TOOL, typeof DUE_DATES_FAQS>;
};

const ENGLISH: ToolTexts = {
  incomeTax: { ...INCOME_TAX_TOOL, faqs: INCOME_TAX_FAQS },
  gst: { ...GST_TOOL, faqs: GST_FAQS },
  dueDates: { ...DUE_DATES_TOOL, faqs: DUE_DATES_FAQS },
};

const TEXTS: Record<Language, ToolTexts> = { en: ENGLISH, hi, or };

/** The tools' names, titles, leads, descriptions and questions in a language. */
export function getToolTexts(language: Language): ToolTexts {
  return TEXTS[language];
}

/** The tools with their addresses, in the order of the /tools page. */
export function listTools(language: Language) {
  const texts = getToolTexts(language);
  return [
    { path: INCOME_TAX_TOOL.path, ...texts.incomeTax },
    { path: GST_TOOL.path, ...texts.gst },
    { path: DUE_DATES_TOOL.path, ...texts.dueDates },
  ];
}
