import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, redirect } from "react-router";
import { getSignInLinkEmail, mailSignInLink, spendSignInLink } from "#app/accounts/sign-in-links.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { emailField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/sign-in-link";

// Two things share this address (issue 34.7). With ?token=… it is where an
// emailed sign-in link lands: a page with a "Sign in" button that posts, so
// that neither a page navigating to someone's link nor a mail scanner
// opening it signs anyone in. Without one, it asks for a link by email: a
// way in that needs no JavaScript when the login form asks for the proof of
// work.

const LINK_GONE = "This sign-in link has expired, has been used, or a newer one was sent.";
const SENT = `If there is an account for this email, a sign-in link is on its way. It works once, for ${BOOKING_LINK_LIFETIME_DAYS} days.`;

/** A page of this site, or the fallback (links mailed by us only ever name our pages). */
const ownPage = (fallback: string) =>
  z
    .string()
    .max(500)
    .catch(fallback)
    .default(fallback)
    .transform((to) => (getSafeRedirect(to, getEnv().SITE_URL) === to ? to : fallback));

const LinkSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9]{1,128}$/, LINK_GONE),
  callbackURL: ownPage("/user-dashboard"),
  errorCallbackURL: ownPage("/login?link=expired"),
});

const RequestSchema = z.object({
  email: emailField("Please enter your email address", "Please enter a valid email address"),
});

const LinkQuery = z.object({
  token: z.string().max(200).catch("").default(""),
  callbackURL: z.string().max(500).optional().catch(undefined),
  errorCallbackURL: z.string().max(500).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, LinkQuery);
  if (!query.token) return { link: null };
  const link = LinkSchema.safeParse(query);
  const email = link.success ? await getSignInLinkEmail(link.data.token) : null;
  if (!link.success || !email) {
    // As Better Auth answers a used or expired link: its own error page (a booking's offers a fresh link).
    const failed = new URL(link.success ? link.data.errorCallbackURL : "/login?link=expired", getEnv().SITE_URL);
    failed.searchParams.set("error", "INVALID_TOKEN");
    throw redirect(`${failed.pathname}${failed.search}`);
  }
  const bookingId = /^\/bookings\/([^/?#]+)/.exec(link.data.callbackURL)?.[1];
  return { link: { ...link.data, email, bookingId: bookingId ? decodeURIComponent(bookingId) : null } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const link = parseWithZod(formData, { schema: LinkSchema });
  if (link.payload.token !== undefined) {
    if (link.status !== "success") return reply(null, { formError: LINK_GONE });
    const { location, headers } = await spendSignInLink(link.value, request.headers);
    throw redirect(location, { headers });
  }
  const submission = parseWithZod(formData, { schema: RequestSchema });
  if (submission.status !== "success") return reply(submission);
  if (!(await checkRateLimit(RATE_LIMITS.signInLink, context.clientAddress))) {
    return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429 });
  }
  // The same answer whether or not the email has an account.
  await mailSignInLink(submission.value.email, getLanguage(request));
  return reply(submission, { notice: SENT });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const pending = usePending();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(RequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RequestSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { link } = loaderData;
  if (link) {
    return (
      <AuthCard title={link.bookingId ? "Sign in to your booking" : "Sign in to your account"}>
        <p className="text-slate-800">
          {link.bookingId ? (
            <>
              Booking <span className="font-mono">{link.bookingId}</span>.{" "}
            </>
          ) : null}
          This link signs in <strong className="[overflow-wrap:anywhere]">{link.email}</strong>. It works once.
        </p>
        <p className="mt-3 text-sm text-slate-600">If this is not your email address, do not sign in.</p>
        <Form method="post" className="mt-6">
          <FormErrors id="sign-in-link-errors" errors={actionData?.result?.error?.[""] ?? undefined} />
          <input type="hidden" name="token" value={link.token} />
          <input type="hidden" name="callbackURL" value={link.callbackURL} />
          <input type="hidden" name="errorCallbackURL" value={link.errorCallbackURL} />
          <SubmitButton pending={pending} className="w-full">
            Sign in
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email me a sign-in link" subtitle="Sign in without your password, by a link we email you.">
      {actionData?.notice ? (
        <p
          role="status"
          className="mb-5 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {actionData.notice}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
        <SubmitButton pending={pending} className="w-full">
          Email me a sign-in link
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Log in with your password
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Sign in", description: "Sign in to your bookings by a link we email you." }),
    { name: "robots", content: "noindex" },
  ];
}
