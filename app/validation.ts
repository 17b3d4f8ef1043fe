// The field rules every form shares; form schemas compose these, in the
// browser for instant messages and on the server for the truth.
import { z } from "#app/zod.ts";

/**
 * A required text field: trimmed, so whitespace-only is empty. The message
 * also covers a missing field (forms send empty inputs as missing).
 */
const required = (message: string) =>
  z.string({ error: message }).overwrite(withoutNul).trim().min(1, { error: message, abort: true });

/** PostgreSQL text cannot hold U+0000, and no person types it: it is dropped. */
function withoutNul(value: string): string {
  return value.includes("\u0000") ? value.replaceAll("\u0000", "") : value;
}

export const nameField = (message: string) => required(message).max(100, "Please keep the name under 100 characters.");

export const emailField = (requiredMessage: string, invalid: string) =>
  required(requiredMessage)
    .max(254, invalid)
    .pipe(z.email(invalid))
    .transform((email) => email.toLowerCase());

/** International numbers allowed (clients include NRIs): an optional +, then 7 to 15 digits, spaces or dashes between. */
export const PHONE_PATTERN = /^\+?\d(?:[\s-]?\d){6,14}$/;

export const phoneField = (requiredMessage: string) =>
  required(requiredMessage)
    .max(25, "Please enter a valid phone number: 7 to 15 digits, with an optional + and country code.")
    .regex(PHONE_PATTERN, "Please enter a valid phone number: 7 to 15 digits, with an optional + and country code.");

export const PASSWORD_MIN = 6;
/** Admins' passwords are longer (app/accounts/password-policy.server.ts). */
export const ADMIN_PASSWORD_MIN = 12;

export const passwordField = (requiredMessage = "Please enter your password") =>
  z
    .string({ error: requiredMessage })
    .min(PASSWORD_MIN, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters")
    .regex(/[A-Z]/, "Your password should have at least one uppercase character.");

/** Optional free text, trimmed and bounded. */
export const optionalText = (max: number, message: string) =>
  z.string().overwrite(withoutNul).trim().max(max, message).default("");

/** A checkbox that must be ticked. */
export const acceptedCheckbox = (message: string) =>
  z.boolean({ error: message }).refine((checked) => checked, { message });

/** The hidden field of every public form: people never see it; a form that fills it is a bot's. */
export const HONEYPOT_FIELD = "website";

/** A date input's value that is a real day between 2020 and 2100 ("2027-02-31" is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2020-01-01" || value > "2100-12-31") return false;
  const date = new Date(`${value}T00:00:00Z`);
  // 2027-02-31 is no day: Date rolls it over to March.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
