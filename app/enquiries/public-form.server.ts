import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import { readForm, readFormMeta } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import type { GivenConsent } from "#app/privacy/consent.server.ts";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import type { z } from "#app/zod.ts";

/**
 * The action of the enquiry and partner forms: honeypot, the shared schema,
 * the limits (per address, then per email and phone), then save, with the
 * consent the schema required (issue 22.5). On success the form is reset (to
 * the prefilled values, the consent boxes unticked) and `sent` is true. A
 * resubmit of the same form (same idempotency key) answers the same success
 * and stores nothing.
 */
export async function handlePublicForm<
  Schema extends z.ZodType<{ email: string; phone: string; consent: boolean; marketing: boolean }>,
>(options: {
  request: Request;
  clientAddress: string;
  schema: Schema;
  /** Saves once per idempotency key: a second call with the same key stores and records nothing. */
  save: (
    value: z.output<Schema>,
    options: { idempotencyKey: string | undefined; consent: GivenConsent },
  ) => Promise<void>;
  failurePrefix: string;
}) {
  const formData = await readForm(options.request);
  const submission = parseWithZod(formData, { schema: options.schema });
  const meta = readFormMeta(formData);
  if (meta.isBot) {
    // A bot: answer as if it worked, keep nothing.
    return succeed();
  }
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false, challenge: null }, 400);
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.enquiry, key: options.clientAddress },
    people: [
      { rule: RATE_LIMITS.enquiryEmail, key: submission.value.email },
      { rule: RATE_LIMITS.enquiryPhone, key: phoneKey(submission.value.phone) },
    ],
    solution: meta.solution,
  });
  if (!limits.ok) {
    const result = submission.reply({ formErrors: [limits.message] });
    return data({ result, sent: false, challenge: limits.challenge }, 429);
  }
  try {
    await options.save(submission.value, {
      idempotencyKey: meta.idempotencyKey,
      consent: { marketing: submission.value.marketing, clientAddress: options.clientAddress },
    });
  } catch (error) {
    logger.error({ err: error }, "saving an enquiry failed");
    const message = `${options.failurePrefix}: it could not be saved. Please try again in a moment.`;
    return data({ result: submission.reply({ formErrors: [message] }), sent: false, challenge: null }, 503);
  }
  return succeed();

  // Without JavaScript the page is posted as a document: redirect, so the
  // success shows on a fresh page and a refresh sends nothing again.
  function succeed() {
    if (meta.noScript) throw redirect(`${new URL(options.request.url).pathname}?sent=1`);
    return data({ result: submission.reply({ resetForm: true }), sent: true, challenge: null });
  }
}
