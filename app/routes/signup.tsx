import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { isEmailRegistered, registerUser } from "#app/accounts/accounts.server.ts";
import { getPasswordProblem } from "#app/accounts/password-policy.server.ts";
import { rememberPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField, getChallengeOf } from "#app/challenge/challenge-widget.tsx";
import { checkFormLimits, phoneKey } from "#app/challenge/form-limits.server.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, formFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { readForm, readFormMeta } from "#app/forms.server.ts";
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
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
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
    const result = submission.reply({ formErrors: [limits.message], hideFields: ["password"] });
    return data({ result, challenge: limits.challenge }, { status: 429 });
  }
  if (await isEmailRegistered(account.email)) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { email: ["Email already exists. Please use a different email."] },
          hideFields: ["password"],
        }),
      },
      { status: 400 },
    );
  }
  const passwordProblem = getPasswordProblem(account.password, "user", [account.name, account.email]);
  if (passwordProblem) {
    return data(
      { result: submission.reply({ fieldErrors: { password: [passwordProblem] }, hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  const registered = await registerUser({ ...account, headers: request.headers });
  if (!registered.ok) {
    // Spec section 8: a registration error shows the raw message.
    return data(
      { result: submission.reply({ formErrors: [registered.message], hideFields: ["password"] }) },
      { status: 400 },
    );
  }
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

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ result: formFailure(message) }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
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
        <ChallengeField challenge={getChallengeOf(actionData)} />
        <SubmitButton pending={navigation.state === "submitting"} className="w-full">
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
