import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { isEmailRegistered, registerUser } from "#app/accounts/accounts.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { rememberPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readFormMeta, reply } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { acceptedCheckbox, emailField, nameField, passwordField, passwordHint, phoneField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/signup";

const SignupSchema = z.object({
  name: nameField("Please enter your name."),
  email: emailField("Please enter your email address", "Please enter a valid email address"),
  phone: phoneField("Please enter your phone number."),
  password: passwordField(),
  terms: acceptedCheckbox("Please accept our terms and conditions!"),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: SignupSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const { terms: _terms, ...account } = submission.value;
  const limits = await checkFormLimits({
    address: { rule: RATE_LIMITS.signUp, key: context.clientAddress },
    people: [
      { rule: RATE_LIMITS.signUpEmail, key: account.email },
      { rule: RATE_LIMITS.signUpPhone, key: phoneKey(account.phone) },
    ],
    solution: readFormMeta(formData).solution,
  });
  if (!limits.ok) {
    return reply(submission, { formError: limits.message, status: 429, challenge: limits.challenge, hideFields });
  }
  if (await isEmailRegistered(account.email)) {
    const fieldErrors = { email: ["Email already exists. Please use a different email."] };
    return reply(submission, { fieldErrors, hideFields });
  }
  const passwordProblem = getPasswordProblem(account.password, "user", [account.name, account.email]);
  if (passwordProblem) return reply(submission, { fieldErrors: { password: [passwordProblem] }, hideFields });
  const registered = await registerUser({ ...account, headers: request.headers, language: getLanguage(request) });
  // Spec section 8: a registration error shows the raw message.
  if (!registered.ok) return reply(submission, { formError: registered.message, hideFields });
  // The spec's toasts, and a login page that keeps saying where the link went.
  return redirectWithToast(
    "/login?sent=1",
    [
      { type: "success", message: "User Created Successfully." },
      { type: "success", message: "Email sent for verification. Please check and verify your account." },
    ],
    { headers: { "Set-Cookie": await rememberPendingVerification(account.email, registered.userId) } },
  );
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function Signup({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(SignupSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignupSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <AuthCard title="Please Register" subtitle="Create an account to follow your bookings.">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="Name" autoComplete="name" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <TextField
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint()}
        />
        <CheckboxField field={fields.terms}>
          I accept the{" "}
          <Link to="/terms" className="font-semibold text-brand-700 underline">
            terms and conditions
          </Link>
        </CheckboxField>
        <p className="text-sm text-slate-600">
          We use your name, email and phone to run your account and your bookings; what we keep, for how long and your
          rights over it are in our{" "}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            privacy notice
          </Link>
          .
        </p>
        <ChallengeField challenge={actionData?.challenge} />
        <SubmitButton pending={usePending()} className="w-full">
          Register
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already registered?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, { title: "Register", description: "Create an account to follow your bookings." });
}
