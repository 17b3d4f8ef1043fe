// Messages made below the routes (the password policy, Better Auth), said
// in the page's language. English keeps each one's own words.
import type { TFunction } from "i18next";
import { ADMIN_PASSWORD_MESSAGE, COMMON_PASSWORD_MESSAGE } from "#app/accounts/password-policy.server.ts";
import type { Language } from "#app/i18n/languages.ts";
import { ADMIN_PASSWORD_MIN } from "#app/validation.ts";

/** getPasswordProblem's message (or a refusal carrying it) in the page's words. */
export function sayPasswordProblem(problem: string, t: TFunction<"account">): string {
  if (problem === COMMON_PASSWORD_MESSAGE) return t("errors.commonPassword");
  if (problem === ADMIN_PASSWORD_MESSAGE) return t("errors.adminPassword", { minimum: ADMIN_PASSWORD_MIN });
  return problem;
}

/**
 * A refused registration: the spec shows Better Auth's own message (section
 * 8), which is English; in Hindi and Odia our words say the same.
 */
export function sayRegistrationError(
  refused: { message: string; code: string | undefined },
  language: Language,
  t: TFunction<"account">,
): string {
  if (language === "en") return refused.message;
  if (refused.code === "USER_ALREADY_EXISTS" || refused.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return t("signup.emailTaken");
  }
  return t("errors.registrationFailed");
}
