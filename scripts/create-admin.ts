// npm run create-admin -- --email admin@firm.in --name "Admin Name" --password 'Secret1'
// Creates a verified admin, or promotes the existing user with that email.
import { parseArgs } from "node:util";
import { z } from "zod";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { emailField, nameField, passwordField } from "#app/validation.ts";
import { withScriptDatabase } from "./script-database.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" } },
});
const parsed = z
  .object({
    email: emailField("--email is required", "--email must be an email address"),
    name: nameField("--name is required"),
    password: passwordField("--password is required"),
  })
  .safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`).join("\n"));
  console.error('Usage: npm run create-admin -- --email admin@firm.in --name "Admin Name" --password Secret1');
  process.exit(1);
}

const outcome = await withScriptDatabase(() => createOrPromoteAdmin(parsed.data));
console.log(
  outcome === "created" ? `Created the admin ${parsed.data.email}.` : `${parsed.data.email} is now an admin.`,
);
