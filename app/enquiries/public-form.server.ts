import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { readForm } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { HONEYPOT_FIELD } from "#app/validation.ts";

/**
 * The action of the enquiry and partner forms: honeypot, rate limit, the
 * shared schema, then save. On success the form is reset (to the
 * prefilled values) and `sent` is true.
 */
export async function handlePublicForm<Schema extends z.ZodType>(options: {
  request: Request;
  clientAddress: string;
  schema: Schema;
  save: (value: z.output<Schema>) => Promise<void>;
  failurePrefix: string;
}) {
  const formData = await readForm(options.request);
  const submission = parseWithZod(formData, { schema: options.schema });
  if (formData.get(HONEYPOT_FIELD)) {
    // A bot: answer as if it worked, keep nothing.
    return data({ result: submission.reply({ resetForm: true }), sent: true });
  }
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, 400);
  if (!(await checkRateLimit(RATE_LIMITS.enquiry, options.clientAddress))) {
    return data({ result: submission.reply({ formErrors: [RATE_LIMIT_MESSAGE] }), sent: false }, 429);
  }
  try {
    await options.save(submission.value);
  } catch (error) {
    logger.error({ err: error }, "saving an enquiry failed");
    const message = `${options.failurePrefix}: it could not be saved. Please try again in a moment.`;
    return data({ result: submission.reply({ formErrors: [message] }), sent: false }, 503);
  }
  return data({ result: submission.reply({ resetForm: true }), sent: true });
}
