// The due-date reminders form (issue 24.3): one schema, run in the browser
// and in the action. Browser-safe, so it is not in the .server module.
import { DUE_DATE_PROFILES, type DueDateProfile } from "#app/tools/due-date-types.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";

const PROFILES = Object.keys(DUE_DATE_PROFILES) as [DueDateProfile, ...DueDateProfile[]];

export const RemindersSchema = z.object({
  email: emailField("Please enter your email address.", "Please enter a valid email address."),
  profile: z.enum(PROFILES, { error: "Please choose who the reminders are for." }),
});
