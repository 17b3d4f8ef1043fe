// The due-date calendar's schemas (issue 24.3): the reminders form, run in
// the browser and in the action, and the ?profile= of the calendar and its
// feed. Browser-safe, so they are not in the .server module.
import { DUE_DATE_PROFILES, type DueDateProfile } from "#app/tools/due-date-types.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";

const PROFILES = Object.keys(DUE_DATE_PROFILES) as [DueDateProfile, ...DueDateProfile[]];

export const RemindersSchema = z.object({
  email: emailField("Please enter your email address.", "Please enter a valid email address."),
  profile: z.enum(PROFILES, { error: "Please choose who the reminders are for." }),
});

/** ?profile= of the calendar and the feed: a profile, or none for every date. */
export const DueDateProfileQuery = z.object({ profile: z.enum(PROFILES).optional().catch(undefined) });

/** ?token= of the reminders' confirm and unsubscribe links: text, at most 100 characters, or none. */
export const ReminderTokenQuery = z.object({
  token: z
    .string()
    .catch("")
    .transform((token) => token.slice(0, 100)),
});
