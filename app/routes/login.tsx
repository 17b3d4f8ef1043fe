import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { Challenge } from "altcha-lib";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { resendVerificationEmail } from "#app/accounts/accounts.server.ts";
import { getLandingPath } from "#app/accounts/landing.server.ts";
import { logInWithPassword } from "#app/accounts/password-login.server.ts";
import { forgetPendingVerification, getPendingVerification } from "#app/accounts/pending-verification.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { ChallengeField } from "#app/challenge/challenge-widget.tsx";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { failureOf, useFailureToast, usePending } from "#app/form-answer.ts";
import { readForm, readFormMeta, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { checkRateLimit, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/login";

const EmailSchema = emailField("Please enter your email address", "Please enter a valid email address");

const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(128),
  redirectTo: z.string().max(500).optional(),
});

/** The "resend the verification link" button of the same page. */
const ResendSchema = z.object({ intent: z.literal("resend"), email: EmailSchema.optional().catch(undefined) });

const LOGIN_FAILED = "Email or password is incorrect";
const NOT_VERIFIED = "Please verify your email before logging in.";
const RESENT = "If that account still needs verifying, a new link is on its way. Please check your email.";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { sent } = readQuery(request, z.object({ sent: z.string().optional().catch(undefined) }));
  return { pendingEmail: sent !== undefined ? await getPendingVerification(request) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);

  const resend = parseWithZod(formData, { schema: ResendSchema });
  if (resend.status === "success") {
    const { email } = resend.value;
    if (email && (await checkRateLimit(RATE_LIMITS.resendVerification, context.clientAddress))) {
      await resendVerificationEmail(email, request.headers, getLanguage(request)).catch(() => {});
    }
    // The same answer whether or not the address has an account.
    return reply(null, { notice: RESENT, more: { unverifiedEmail: email ?? null } });
  }

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return reply(submission, { hideFields: ["password"], more: { unverifiedEmail: null } });
  }
  const { email, password, redirectTo } = submission.value;
  const login = await logInWithPassword({
    email,
    password,
    solution: readFormMeta(formData).solution,
    clientAddress: context.clientAddress,
    headers: request.headers,
  });
  const refusal = (
    formError: string,
    status: number,
    more: { unverifiedEmail?: string; challenge?: Challenge | null } = {},
  ) =>
    reply(submission, {
      formError,
      status,
      hideFields: ["password"],
      challenge: more.challenge,
      more: { unverifiedEmail: more.unverifiedEmail ?? null },
    });
  switch (login.kind) {
    case "limited":
      return refusal(login.message, 429, { challenge: login.challenge });
    case "refused":
      return login.unverified ? refusal(NOT_VERIFIED, 401, { unverifiedEmail: email }) : refusal(LOGIN_FAILED, 401);
    case "two-factor": {
      const next = getSafeRedirect(redirectTo, getEnv().SITE_URL);
      throw redirect(`/two-factor?${new URLSearchParams({ redirectTo: next })}`, { headers: login.headers });
    }
    case "signed-in": {
      const headers = new Headers(login.headers);
      headers.append("Set-Cookie", await forgetPendingVerification());
      return redirectWithToast(
        await getLandingPath({ redirectTo, role: login.role, email }),
        [{ type: "success", message: "Logged in successfully" }],
        { headers },
      );
    }
  }
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  // Spec section 8: a failed login is said inline and as a toast.
  useFailureToast(failureOf(actionData), { id: "login-failure" });

  const notice = actionData?.notice ?? getNotice(searchParams);
  const waitingEmail =
    (actionData && "unverifiedEmail" in actionData ? actionData.unverifiedEmail : null) ?? loaderData.pendingEmail;
  return (
    <AuthCard title="Login" subtitle="Log in to see your bookings.">
      {waitingEmail ? <VerifyEmailPanel email={waitingEmail} resent={Boolean(actionData?.notice)} /> : null}
      {notice ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        <ChallengeField challenge={actionData?.challenge} />
        {searchParams.get("redirectTo") ? (
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        ) : null}
        <div className="flex flex-wrap justify-between gap-2">
          {/* A way in without a password or JavaScript (issue 34.7). */}
          <Link to="/sign-in-link" className="text-sm font-semibold text-brand-700 underline">
            Email me a sign-in link
          </Link>
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 underline">
            Forgot password
          </Link>
        </div>
        <SubmitButton pending={usePending(null)} className="w-full">
          Login
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{" "}
        <Link to="/signup" className="font-semibold text-brand-700 underline">
          Register
        </Link>
      </p>
    </AuthCard>
  );
}

/**
 * What to do next after signing up, or after logging in before verifying
 * (issue 18.5): where the link went, and a way to have it sent again (rate
 * limited in the action).
 */
function VerifyEmailPanel({ email, resent }: { email: string; resent: boolean }) {
  return (
    <section aria-labelledby="verify-heading" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-4">
      <h2 id="verify-heading" className="text-lg font-semibold text-brand-900">
        Check your email
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        We sent a link to <strong className="[overflow-wrap:anywhere]">{email}</strong>. Open it to finish, then log in
        here.
      </p>
      {resent ? null : (
        <Form method="post" className="mt-3 text-sm text-slate-800">
          <input type="hidden" name="intent" value="resend" />
          <input type="hidden" name="email" value={email} />
          Not there? Check your spam folder, or{" "}
          <button type="submit" className="btn-secondary mt-2 w-full">
            Resend the verification link
          </button>
        </Form>
      )}
    </section>
  );
}

function getNotice(searchParams: URLSearchParams): string | null {
  if (searchParams.get("link") === "expired") {
    return "That sign-in link has expired, has been used, or a newer one was sent. Log in, or ask for a new link.";
  }
  if (searchParams.get("error")) return "That verification link is invalid or has expired. Log in to get a new one.";
  if (searchParams.get("verified")) return "Your email address is verified. You can log in now.";
  if (searchParams.get("reset")) return "Your password has been changed. Please log in with the new password.";
  return null;
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, { title: "Login", description: "Log in to see your bookings and their status." });
}
