import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { changePassword } from "#app/accounts/accounts.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { requireSignedIn } from "#app/accounts/session.server.ts";
import { revokeSignInLinks } from "#app/accounts/sign-in-links.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { ADMIN_PASSWORD_MIN, PASSWORD_MIN, passwordField, passwordHint } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/change-password";

const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password" })
      .min(1, "Please enter your current password")
      .max(128),
    newPassword: passwordField("Please enter a new password"),
    confirmPassword: z.string({ error: "Please enter the new password again" }).max(128),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords do not match",
  });

const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireSignedIn(request);
  return { role: user.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireSignedIn(request);
  const submission = parseWithZod(await readForm(request), { schema: ChangePasswordSchema });
  if (submission.status !== "success") return reply(submission, { hideFields: HIDDEN });
  const { currentPassword, newPassword } = submission.value;
  const problem = getPasswordProblem(newPassword, user.role, [user.name, user.email]);
  if (problem) return reply(submission, { fieldErrors: { newPassword: [problem] }, hideFields: HIDDEN });
  const changed = await changePassword({ currentPassword, newPassword, headers: request.headers });
  if (!changed.ok) {
    const fieldErrors = { currentPassword: ["Your current password is not correct"] };
    return reply(submission, { fieldErrors, hideFields: HIDDEN });
  }
  // Sign-in links mailed before the change stop working too (issue 34.7).
  await revokeSignInLinks(user.email);
  await recordAudit({
    action: "password-changed",
    actor: user,
    target: "other sessions ended",
    clientAddress: context.clientAddress,
  });
  return redirectWithToast(
    "/change-password",
    [{ type: "success", message: "Your password has been changed. Your other sessions have been logged out." }],
    { headers: changed.headers },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const hint = passwordHint(loaderData.role === "admin" ? ADMIN_PASSWORD_MIN : PASSWORD_MIN);
  return (
    <AuthCard title="Change password" subtitle="Changing it logs out every other device.">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          field={fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={hint}
        />
        <TextField
          field={fields.confirmPassword}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={usePending()} className="w-full">
          Change password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Change password", description: "Change the password of your account." }),
    { name: "robots", content: "noindex" },
  ];
}
