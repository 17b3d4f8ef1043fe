import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { verifySecondFactor } from "#app/accounts/accounts.server.ts";
import { hasTwoFactorChallenge } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/two-factor";

// The second step of an admin's sign-in, reached only from /login with the
// signed cookie of a pending challenge; no session exists until it passes.

const CODE_WRONG = "That code is not right, or the sign-in has expired. Please try again.";

const TwoFactorSchema = z.object({
  code: z
    .string({ error: "Please enter the code" })
    .trim()
    .min(1, "Please enter the code")
    .max(40, CODE_WRONG)
    .transform((code) => code.replaceAll(" ", "")),
  redirectTo: z.string().max(500).optional(),
});

export function loader({ request }: Route.LoaderArgs) {
  if (!hasTwoFactorChallenge(request)) throw redirect("/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasTwoFactorChallenge(request)) throw redirect("/login");
  const submission = parseWithZod(await readForm(request), { schema: TwoFactorSchema });
  if (submission.status !== "success") return reply(submission, { hideFields: ["code"] });
  const outcome = await verifySecondFactor(submission.value.code, request.headers);
  if (!outcome.ok) {
    await recordAudit({
      action: "sign-in-failed",
      actor: null,
      target: "wrong second factor",
      clientAddress: context.clientAddress,
    });
    return reply(submission, { formError: CODE_WRONG, hideFields: ["code"], status: 401 });
  }
  await recordAudit({
    action: "sign-in",
    actor: { id: outcome.userId, email: outcome.email },
    target: "with a second factor",
    clientAddress: context.clientAddress,
  });
  return redirectWithToast(
    getSafeRedirect(submission.value.redirectTo, getEnv().SITE_URL),
    [{ type: "success", message: "Logged in successfully" }],
    { headers: outcome.headers },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(TwoFactorSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TwoFactorSchema }),
    shouldValidate: "onSubmit",
  });
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo");
  return (
    <AuthCard title="Two-factor sign-in" subtitle="Enter the 6-digit code of your authenticator app, or a backup code.">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.code} label="Code" autoComplete="one-time-code" inputMode="text" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <SubmitButton pending={usePending()} className="w-full">
          Verify
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Two-factor sign-in", description: "Enter the code of your authenticator app." }),
    { name: "robots", content: "noindex" },
  ];
}
