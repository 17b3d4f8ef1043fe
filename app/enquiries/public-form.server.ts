import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import type { PublicFormSpec } from "#app/enquiries/enquiry-schemas.ts";
import { readForm, readFormMeta, reply } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { logger } from "#app/logger.server.ts";
import type { GivenConsent } from "#app/privacy/consent.server.ts";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import type { z } from "#app/zod.ts";

/**
 * The action of the enquiry and partner forms: honeypot, the shared schema,
 * the limits (per address, then per email and phone), then save, with the
 * consent the schema required (issue 22.5). On success the form is reset (to
 * the prefilled values, the consent boxes unticked) and the notice is the
 * form's `sent`; every failure starts with its `failure`. A resubmit of the same form (same idempotency key) answers the same success
 * and stores nothing.
 */
export async function handlePublicForm<
  Schema extends z.ZodObject & z.ZodType<{ email: string; phone: string; consent: boolean; marketing: boolean }>,
>(options: {
  request: Request;
  clientAddress: string;
  form: PublicFormSpec<Schema>;
  /** Saves once per idempotency key: a second call with the same key stores and records nothing. */
  save: (
    value: z.output<Schema>,
    options: { idempotencyKey: string | undefined; consent: GivenConsent },
  ) => Promise<void>;
}) {
  const { form } = options;
  const formData = await readForm(options.request);
  const submission = parseWithZod(formData, { schema: form.schema });
  const meta = readFormMeta(formData);
  if (meta.isBot) {
    // A bot: answer as if it worked, keep nothing.
    return succeed(reply(null, { notice: form.sent }));
  }
  if (submission.status !== "success") return reply(submission);
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.enquiry, key: options.clientAddress },
    people: [
      { rule: RATE_LIMITS.enquiryEmail, key: submission.value.email },
      { rule: RATE_LIMITS.enquiryPhone, key: phoneKey(submission.value.phone) },
    ],
    solution: meta.solution,
  });
  if (!limits.ok) return reply(submission, { formError: limits.message, status: 429, challenge: limits.challenge });
  try {
    await options.save(submission.value, {
      idempotencyKey: meta.idempotencyKey,
      consent: { marketing: submission.value.marketing, clientAddress: options.clientAddress },
    });
  } catch (error) {
    logger.error({ err: error }, "saving an enquiry failed");
    const formError = `${form.failure}: it could not be saved. Please try again in a moment.`;
    return reply(submission, { formError, status: 503 });
  }
  return succeed(reply(submission, { notice: form.sent }));

  // Without JavaScript the page is posted as a document: redirect, so the
  // success shows on a fresh page and a refresh sends nothing again.
  function succeed<Answer>(answer: Answer) {
    if (meta.noScript) throw redirect(localizePath(`${form.path}?sent=1`, getLanguage(options.request)));
    return answer;
  }
}
