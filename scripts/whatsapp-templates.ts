// npm run whatsapp:templates: the WhatsApp message templates (app/whatsapp/templates.ts) as the body of
// Meta's "create message template" request (POST /{WABA-ID}/message_templates), one per template and
// language, with example values for Meta's review, and the curl command that sends each (docs/WHATSAPP.md).
// npm run whatsapp:templates -- [--language hi] [--name work_filed] [--json]
// --json prints one JSON array of the requests' bodies. Reads SITE_URL and WHATSAPP_API_URL; sends nothing.
import { parseArgs } from "node:util";
import { getRecurringService } from "#app/catalog/recurring.ts";
import { getRecurringServiceName, sayRequestLabel } from "#app/catalog/recurring-words.server.ts";
import { getPeriodLabel } from "#app/engagements/periods.ts";
import { getEnv } from "#app/env.server.ts";
import { formatDay } from "#app/format-date.ts";
import { isLanguage, LANGUAGES, type Language, localizePath } from "#app/i18n/languages.ts";
import {
  TEMPLATE_LANGUAGE_CODES,
  TEMPLATE_WORDS,
  TEMPLATES,
  type TemplateName,
  toTemplateValue,
} from "#app/whatsapp/templates.ts";

const USAGE = "Usage: npm run whatsapp:templates -- [--language en|hi|or] [--name TEMPLATE] [--json]";
const NAMES = Object.keys(TEMPLATES) as TemplateName[];

const { values: flags } = parseArgs({
  options: { language: { type: "string" }, name: { type: "string" }, json: { type: "boolean", default: false } },
});
if (flags.language !== undefined && !isLanguage(flags.language)) {
  console.error(`--language must be one of ${LANGUAGES.join(", ")}.\n${USAGE}`);
  process.exit(2);
}
if (flags.name !== undefined && !(NAMES as string[]).includes(flags.name)) {
  console.error(`--name must be one of ${NAMES.join(", ")}.\n${USAGE}`);
  process.exit(2);
}

const { SITE_URL, WHATSAPP_API_URL } = getEnv();
if (!SITE_URL.startsWith("https://")) {
  console.error(`SITE_URL is ${SITE_URL}: Meta reviews the buttons' address, so set it to the site's https address.`);
}
const REFERENCE = "ETF-482-139-075";

/** Values as a client reads them, in their language and as the site writes them (its names, periods, days). */
function getExamples(language: Language): Record<string, string> {
  const period = getPeriodLabel("2026-10", language);
  const documents = getRecurringService("gst-monthly")?.documentsFor(getPeriodLabel("2026-10")) ?? [];
  const examples: Record<string, string> = {
    name: "Sushree Das",
    reference: REFERENCE,
    services: getRecurringServiceName("gst-monthly", language),
    work: `${getRecurringServiceName("gst-monthly", language)}, ${period}`,
    documents: documents.map((label) => sayRequestLabel(label, language)).join("; "),
    tax: "GST",
    amount: "₹5,900.00",
    period,
    pay_by: formatDay("2026-11-20", language),
    invoice: "ETF/2026-27/0142",
    issued_on: formatDay("2026-11-05", language),
    upi_id: "easytax@okaxis",
    filed_on: formatDay("2026-11-18", language),
    acknowledgement: "AA2111260123456",
  };
  return Object.fromEntries(Object.entries(examples).map(([key, value]) => [key, toTemplateValue(value)]));
}

/** The request's body, as the Business Management API documents it for a template with named parameters. */
function getTemplateRequest(name: TemplateName, language: Language) {
  const words = TEMPLATE_WORDS[language];
  const { body, button } = words.templates[name];
  const examples = getExamples(language);
  // The button opens the one-time sign-in link the emails use (app/accounts/auth.server.ts), to the booking page.
  const signIn = localizePath("/sign-in-link", language);
  const callback = encodeURIComponent(localizePath(`/bookings/${REFERENCE}`, language));
  return {
    name,
    language: TEMPLATE_LANGUAGE_CODES[language],
    category: "UTILITY",
    parameter_format: "named",
    components: [
      {
        type: "BODY",
        text: body,
        example: {
          // In the order the body says them.
          body_text_named_params: [...body.matchAll(/\{\{(\w+)\}\}/g)].map(([, param]) => ({
            param_name: param,
            example: examples[param ?? ""] ?? "",
          })),
        },
      },
      { type: "FOOTER", text: words.footer },
      {
        type: "BUTTONS",
        buttons: [
          {
            type: "URL",
            text: button,
            url: `${SITE_URL}/{{1}}`,
            example: [`${SITE_URL}${signIn}?token=Xq7Lm2Vb9RkT4WcN8pZs3HdJ6FgY1uEa&callbackURL=${callback}`],
          },
        ],
      },
    ],
  };
}

const languages = flags.language ? [flags.language as Language] : LANGUAGES;
const names = flags.name ? [flags.name as TemplateName] : NAMES;
const requests = names.flatMap((name) => languages.map((language) => getTemplateRequest(name, language)));

if (flags.json) {
  console.log(JSON.stringify(requests, null, 2));
} else {
  const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  for (const request of requests) {
    console.log(`# ${request.name} (${request.language})`);
    console.log(`curl -X POST "${WHATSAPP_API_URL}/$WABA_ID/message_templates" \\`);
    console.log('  -H "Authorization: Bearer $WHATSAPP_TOKEN" -H "Content-Type: application/json" \\');
    console.log(`  -d ${shellQuote(JSON.stringify(request, null, 2))}\n`);
  }
  console.log(`${requests.length} template(s). Set WABA_ID and WHATSAPP_TOKEN in the shell first (docs/WHATSAPP.md).`);
}
