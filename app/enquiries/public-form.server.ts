import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { CHALLENGE_FIELD, checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import { NO_SCRIPT_FIELD } from "#app/components/forms.tsx";
import { readForm } from "#app/forms.server.ts";
import { IDEMPOTENCY_FIELD, readIdempotencyKey } from "#app/idempotency.tsx";
import { logger } from "#app/logger.server.ts";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import type { z } from "#app/zod.ts";

/**
 * The action of the enquiry and partner forms: honeypot, the shared schema,
 * the limits (per address, then per email and phone), then save. On success the form is reset (to the
 * prefilled values) and `sent` is true. A resubmit of the same form (same
 * idempotency key) answers the same success and stores nothing.
 */
export async function handlePublicForm<Schema extends z.ZodType<{ email: string; phone: string }>>(options: {
  request: Request;
  clientAddress: string;
  schema: Schema;
  /** Saves once per idempotency key: a second call with the same key stores nothing. */
  save: (value: z.output<Schema>, idempotencyKey: string | undefined) => Promise<void>;
  failurePrefix: string;
}) {
  const formData = await readForm(options.request);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (formData.get(HONEYPOT_FIELD)) {
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
    solution: formData.get(CHALLENGE_FIELD),
  });
  if (!limits.ok) {
    const result = submission.reply({ formErrors: [limits.message] });
    return data({ result, sent: false, challenge: limits.challenge }, 429);
  }
  try {
    await options.save(submission.value, readIdempotencyKey(formData.get(IDEMPOTENCY_FIELD) ?? undefined));
  } catch (error) {
    logger.error({ err: error }, "saving an enquiry failed");
    const message = `${options.failurePrefix}: it could not be saved. Please try again in a moment.`;
    return data({ result: submission.reply({ formErrors: [message] }), sent: false, challenge: null }, 503);
  }
  return succeed();

  // Without JavaScript the page is posted as a document: redirect, so the
  // success shows on a fresh page and a refresh sends nothing again.
  function succeed() {
    if (formData.get(NO_SCRIPT_FIELD)) throw redirect(`${new URL(options.request.url).pathname}?sent=1`);
    return data({ result: submission.reply({ resetForm: true }), sent: true, challenge: null });
  }
}
