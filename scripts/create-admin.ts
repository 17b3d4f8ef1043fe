// npm run create-admin -- --email admin@firm.in --name "Admin Name" --password 'Long-Secret-2026'
// Creates a verified admin, promotes the existing user with that email when
// the email is verified, or takes over an unverified account with it.
import { parseArgs } from "node:util";
import { z } from "zod";
import { type AdminOutcome, createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { emailField, nameField, passwordField } from "#app/validation.ts";
import { withScriptDatabase } from "./script-database.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});
const parsed = z
  .object({
    email: emailField("--email is required", "--email must be an email address"),
    name: nameField("--name is required"),
    password: passwordField("--password is required").check((ctx) => {
      const problem = getPasswordProblem(ctx.value, "admin");
      if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    }),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join("\n"));
  console.error(
    "Usage: npm run create-admin -- --email admin@firm.in --name \"Admin Name\" --password 'Long-Secret-2026'",
  );
  process.exit(1);
}

const { email } = parsed.data;
const outcome = await withScriptDatabase(() => createOrPromoteAdmin(parsed.data));
const SAID: Record<AdminOutcome, string> = {
  created: `Created the admin ${email}.`,
  promoted: `${email} already had an account with a verified email: it is now an admin and keeps its own password (--password was not used); its sessions were ended.`,
  "promoted-with-password": `${email} already had an account with a verified email but no password (it signed in by emailed links): it is now an admin with the password you gave; its sessions were ended.`,
  "taken-over": `${email} had an account whose email was never verified: it is now this admin's, with the password you gave; its sessions were ended.`,
};
console.log(SAID[outcome]);
console.log(
  "At the first sign-in, no staff page opens until two-factor sign-in is set up: have the password and an authenticator app on a phone ready.",
);
