// The one shape of a form action's answer, and the hooks a page reads it
// with (CONTRIBUTING.md, "Add a form"). Browser-safe: the server half is
// `reply` in app/forms.server.ts.
import type { SubmissionResult } from "@conform-to/react";
import type { Challenge } from "altcha-lib";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { showToast } from "#app/components/toasts.tsx";

/**
 * What a form's action answers when the page stays where it is. A success
 * that leaves the page is a redirect with a flash toast instead.
 */
export type FormAnswer = {
  /** Conform's result: the messages by field ("" for the whole form), what was typed; reset after a success. */
  result: SubmissionResult<string[]> | undefined;
  /** A success said inline beside the form (role="status"). */
  notice: string | null;
  /** The proof of work the next submission must carry (app/challenge). */
  challenge: Challenge | null;
};

/**
 * The message for the whole form in an answer, if it has one; with
 * `anyField`, else the first field's, for a small form that says one
 * message in one place rather than beside each field.
 */
export function failureOf(
  answer: { result?: SubmissionResult<string[]> | null } | undefined,
  options: { anyField?: boolean } = {},
): string | undefined {
  const errors = answer?.result?.error ?? {};
  const whole = errors[""]?.[0];
  if (whole || !options.anyField) return whole;
  return Object.values(errors).find((messages) => messages?.length)?.[0];
}

/**
 * True while this page's form is being posted. When a page has several
 * forms, `intent` names the one whose `intent` field was sent (null: the
 * form without one).
 */
export function usePending(intent?: string | null): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}

/**
 * The action's last answer, or nothing while the form is on its way: a new
 * submission hides the last one's messages (and does not reset the form
 * with them) until its own answer comes.
 */
export function useSettledAnswer<Answer>(answer: Answer | undefined): Answer | undefined {
  return useNavigation().state === "idle" ? answer : undefined;
}

/**
 * Says a failure as a toast, once per new failure: for a form with no room
 * beside it for the message (a row's button), or where the spec asks for one.
 */
export function useFailureToast(failure: string | null | undefined, options: { id?: string } = {}): void {
  const { id } = options;
  useEffect(() => {
    if (failure) showToast("error", failure, { id });
  }, [failure, id]);
}
