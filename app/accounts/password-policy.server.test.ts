import { expect, test } from "vitest";
import {
  ADMIN_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  getPasswordProblem,
} from "#app/accounts/password-policy.server.ts";
import { passwordField } from "#app/validation.ts";

const clientRules = passwordField();

test("common and breached passwords are refused, whatever their capitals", () => {
  for (const password of [
    "Password",
    "Qwerty",
    "P@ssw0rd",
    "Secret1",
    "Password1",
    "Iloveyou",
    "Qwerty123",
    "Abc123",
  ]) {
    // They meet the spec's two rules, so only this check stops them.
    expect(clientRules.safeParse(password).success, password).toBe(true);
    expect(getPasswordProblem(password, "user"), password).toBe(COMMON_PASSWORD_MESSAGE);
  }
});

test("common patterns the breach list lacks are refused too: a repeated letter, a word with @123 (issue 34.7)", () => {
  for (const password of ["Aaaaaa", "India@123", "Qwerty@123", "Welcome@1", "Abcdef", "Summer2024"]) {
    expect(clientRules.safeParse(password).success, password).toBe(true);
    expect(getPasswordProblem(password, "user"), password).toBe(COMMON_PASSWORD_MESSAGE);
  }
});

test("a password made of the account's own name or email is refused", () => {
  expect(getPasswordProblem("Ashwini-Rao", "user")).toBeNull();
  expect(getPasswordProblem("Ashwini-Rao", "user", ["Ashwini Rao", "ashwini.rao@example.com"])).toBe(
    COMMON_PASSWORD_MESSAGE,
  );
});

test("a client's password that is not common passes with the spec's rules", () => {
  for (const password of ["Tulsi-ledger7", "Bhindi#2026", "Owner-Pass-77"]) {
    expect(clientRules.safeParse(password).success, password).toBe(true);
    expect(getPasswordProblem(password, "user"), password).toBeNull();
  }
});

test("the spec's rules and messages stay for clients", () => {
  expect(clientRules.safeParse("Ab1").error?.issues.map((issue) => issue.message)).toEqual([
    "Password must be at least 6 characters",
  ]);
  expect(clientRules.safeParse("lowercase1").error?.issues.map((issue) => issue.message)).toEqual([
    "Your password should have at least one uppercase character.",
  ]);
});

test("an admin's password needs 12 characters and must not be common either", () => {
  expect(getPasswordProblem("Kaveri9x", "admin")).toBe(ADMIN_PASSWORD_MESSAGE);
  expect(getPasswordProblem("AdminPass1", "admin")).toBe(ADMIN_PASSWORD_MESSAGE);
  expect(getPasswordProblem("Password1234", "admin")).toBe(COMMON_PASSWORD_MESSAGE);
  expect(getPasswordProblem("Firm-Ledger-2026", "admin")).toBeNull();
});
