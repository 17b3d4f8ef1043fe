// What a password must be beyond the field rules every form shows at once
// (app/validation.ts: the spec's 6 characters and one uppercase letter).
// OWASP ASVS 5.0 (6.2) asks for these; they run on the server only, so the
// list of common passwords never reaches the browser.
import { dictionary } from "@zxcvbn-ts/language-common";
import type { Role } from "#app/db/schema.ts";

const ADMIN_PASSWORD_MIN = 12;
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
export const ADMIN_PASSWORD_MESSAGE = `An admin password must be at least ${ADMIN_PASSWORD_MIN} characters.`;

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of public breaches, shipped offline by
 * zxcvbn-ts. The list is lower case; so is the comparison, or "Password"
 * (which meets the spec's rules) would pass.
 */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}

/** The message for a password this role may not use, or null. */
export function getPasswordProblem(password: string, role: Role): string | null {
  if (role === "admin" && password.length < ADMIN_PASSWORD_MIN) return ADMIN_PASSWORD_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
