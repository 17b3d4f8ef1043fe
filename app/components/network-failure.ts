import type { SubmissionResult } from "@conform-to/react";
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";
import type { FormAnswer } from "#app/form-answer.ts";

const NETWORK_FAILURE_MESSAGE = "Could not reach the server. Please check your connection and try again.";

const OFFLINE = "networkFailure";

/**
 * The one way every form posts from the browser (a route's `clientAction`):
 * when the request never reaches the server, React Router would throw to the
 * error page and the typed values and chosen files would be gone. Instead the
 * page stays as it is and the answer is a failure of the whole form (or
 * `toData(message)`), so the form shows the message and can be sent again
 * once the network is back.
 */
export function catchNetworkFailure<T>(serverAction: () => Promise<T>): Promise<T | FormAnswer>;
export function catchNetworkFailure<T>(
  serverAction: () => Promise<T>,
  toData: (message: string) => Partial<T>,
): Promise<T | Partial<T>>;
export async function catchNetworkFailure<T>(
  serverAction: () => Promise<T>,
  toData: (message: string) => Partial<T> | FormAnswer = (message) => ({
    result: formFailure(message),
    notice: null,
    challenge: null,
  }),
) {
  try {
    return await serverAction();
  } catch (error) {
    // A failed fetch rejects with a TypeError; errors of the server (thrown
    // responses, "Unexpected Server Error") are left to the error boundary.
    if (!(error instanceof TypeError) || isRouteErrorResponse(error)) throw error;
    return { ...toData(NETWORK_FAILURE_MESSAGE), [OFFLINE]: true };
  }
}

/** A Conform result carrying one error for the whole form, the values kept as typed. */
export function formFailure(message: string): SubmissionResult<string[]> {
  return { status: "error", error: { "": [message] } };
}

/**
 * With the network gone the loaders cannot be fetched again either: every
 * route a form can post from keeps its data after a network failure.
 */
export function shouldRevalidateUnlessOffline({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.[OFFLINE] === true ? false : defaultShouldRevalidate;
}
