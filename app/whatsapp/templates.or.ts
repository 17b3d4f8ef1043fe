// The WhatsApp templates' words in Odia (issue 40.2): the English in templates.ts, said again.
import type { TemplateWords } from "./templates.ts";

export const TEMPLATE_WORDS_OR: TemplateWords = {
  footer: "TODO",
  templates: {} as TemplateWords["templates"],
};
