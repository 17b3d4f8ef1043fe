import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Challenge } from "altcha-lib";
import { data } from "react-router";
import { CHALLENGE_FIELD } from "#app/challenge/form-limits.server.ts";
import { NO_SCRIPT_FIELD } from "#app/components/forms.tsx";
import { formFailure } from "#app/components/network-failure.ts";
import type { FormAnswer } from "#app/form-answer.ts";
import { translateMessage } from "#app/form-messages.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { IDEMPOTENCY_FIELD, readIdempotencyKey } from "#app/idempotency.tsx";
import { HONEYPOT_FIELD } from "#app/validation.ts";
import { z } from "#app/zod.ts";

export const UNREADABLE_FORM = "The form could not be read. Please try again.";

/**
 * The posted form of an action. A body that is not a form (a wrong content
 * type, a broken encoding) is refused with 400 and a message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: UNREADABLE_FORM }, { status: 400 });
  }
}

type ReplyOptions<Extra> = {
  /** One message for the whole form: the answer is a refusal. */
  formError?: string;
  /** Messages beside fields: the answer is a refusal. */
  fieldErrors?: Record<string, string[]>;
  /** Fields whose typed value does not come back (passwords, codes). */
  hideFields?: string[];
  /** A success said inline beside the form. */
  notice?: string | null;
  challenge?: Challenge | null;
  /** 400 for a refusal, 200 otherwise, unless given. */
  status?: number;
  headers?: HeadersInit;
  /** What else this page's answer carries beside the three (a QR code, a booking found). */
  more?: Extra;
};

/**
 * The answer of a form's action when the page stays where it is, in the one
 * shape of every form (`FormAnswer`, app/form-answer.ts). A submission that
 * failed its schema, or one given an error, is a refusal: 400 unless told,
 * the messages by field, what was typed kept but `hideFields`. Anything else
 * is a success and empties the form. `submission` is null when the post
 * never reached a schema (a tampered hidden field): give a `formError`.
 */
export function reply<Extra extends object = Record<never, never>>(
  submission: Submission<unknown, string[], unknown> | null,
  options: ReplyOptions<Extra> = {},
) {
  const { formError, fieldErrors, hideFields, notice = null, challenge = null, headers, more } = options;
  const refused = formError !== undefined || fieldErrors !== undefined || submission?.status === "error";
  const result = !submission
    ? formError === undefined
      ? undefined
      : formFailure(formError)
    : refused
      ? submission.reply({
          ...(formError === undefined ? {} : { formErrors: [formError] }),
          ...(fieldErrors === undefined ? {} : { fieldErrors }),
          hideFields,
        })
      : submission.reply({ resetForm: true });
  const answer = { ...(more as Extra), result, notice, challenge } satisfies FormAnswer;
  return data(answer, { status: options.status ?? (refused ? 400 : undefined), headers });
}

/**
 * A form's message (app/form-messages.ts) in a page's language, for words
 * the server sends on by themselves: a flash toast, a redirect's message.
 * English is the message as written.
 */
export function sayInLanguage(message: string, language: Language): string {
  return language === "en" ? message : translateMessage(message, getT(language, "forms"));
}

/**
 * The query string of a loader through its schema, the way forms go
 * (Conform's parseWithZod reads URLSearchParams as it reads FormData). A
 * query schema gives each field a `.catch()`, so an odd address falls back
 * to the page's default instead of failing.
 */
export function readQuery<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const submission = parseWithZod(new URL(request.url).searchParams, { schema });
  if (submission.status !== "success") {
    throw new Error(`a query schema must not fail: ${JSON.stringify(submission.error)}`);
  }
  return submission.value;
}

/**
 * The fields a public form carries beside its own, read through one schema:
 * the honeypot, the proof-of-work solution, the idempotency key and the
 * no-script marker. Each is optional and an odd value counts as absent, so
 * they never fail the form; the form's own schema ignores them.
 */
const FormMetaSchema = z.object({
  [HONEYPOT_FIELD]: z.string().optional().catch(undefined),
  [CHALLENGE_FIELD]: z.string().max(10_000).optional().catch(undefined),
  [IDEMPOTENCY_FIELD]: z.string().optional().catch(undefined),
  [NO_SCRIPT_FIELD]: z.string().optional().catch(undefined),
});

export type FormMeta = {
  isBot: boolean;
  solution: string | undefined;
  idempotencyKey: string | undefined;
  noScript: boolean;
};

export function readFormMeta(formData: FormData | URLSearchParams): FormMeta {
  const submission = parseWithZod(formData, { schema: FormMetaSchema });
  const meta = submission.status === "success" ? submission.value : {};
  return {
    isBot: Boolean(meta[HONEYPOT_FIELD]),
    solution: meta[CHALLENGE_FIELD],
    idempotencyKey: readIdempotencyKey(meta[IDEMPOTENCY_FIELD]),
    noScript: Boolean(meta[NO_SCRIPT_FIELD]),
  };
}
