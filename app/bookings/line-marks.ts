// What staff may say of a checklist line without a document (issue 36,
// item 2), and what a client may say of a requested one: the states, their
// words for each reader, and the lengths the forms and the database hold.
import type { TFunction } from "i18next";

/** Staff mark a line: it counts as done wherever the checklist is read. */
export const LINE_MARK_STATES = ["not-applicable", "on-paper"] as const;
export type LineMarkState = (typeof LINE_MARK_STATES)[number];

/** A request's short note to the client, written when staff ask. */
export const REQUEST_NOTE_MAX = 300;
/** The client's optional reason for "I don't have this". */
export const MISSING_REASON_MAX = 300;

/** What the staff's buttons and the line say of each state. */
export const MARK_NAMES: Record<LineMarkState, string> = {
  "not-applicable": "Not applicable",
  "on-paper": "Received on paper",
};

/** The line's state as the client reads it, in the page's language: "Not needed", "Received on paper on 3 Dec 2026". */
export function describeMarkForClient(mark: { state: LineMarkState; day: string }, t: TFunction<"booking">): string {
  return mark.state === "not-applicable" ? t("documents.notNeeded") : t("documents.onPaper", { day: mark.day });
}

/** The client's "I don't have this" as staff read it, with when and why. */
export function describeMissingForStaff(missing: { at: string; reason: string }): string {
  return `The client does not have this (${missing.at})${missing.reason ? `: “${missing.reason}”` : ""}`;
}
