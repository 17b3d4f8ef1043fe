import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { Form, redirect } from "react-router";
import { getSignInLinkEmail, mailSignInLink, spendSignInLink } from "#app/accounts/sign-in-links.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
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

// "forms": the shared fields and their messages (app/components/forms.tsx).
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

/** A page of this site, or the fallback (links mailed by us only ever name our pages). */
const ownPage = (fallback: string) =>
  z
    .string()
    .max(500)
    .catch(fallback)
    .default(fallback)
    .transform((to) => (getSafeRedirect(to, getEnv().SITE_URL) === to ? to : fallback));

const makeLinkSchema = (t: TFunction<"account">) =>
  z.object({
    token: z.string().regex(/^[A-Za-z0-9]{1,128}$/, t("signInLink.gone")),
    callbackURL: ownPage("/user-dashboard"),
    errorCallbackURL: ownPage("/login?link=expired"),
  });

const makeRequestSchema = (t: TFunction<"account">) =>
  z.object({ email: emailField(t("errors.emailRequired"), t("errors.emailInvalid")) });

const LinkQuery = z.object({
  token: z.string().max(200).catch("").default(""),
  callbackURL: z.string().max(500).optional().catch(undefined),
  errorCallbackURL: z.string().max(500).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, LinkQuery);
  const language = getLanguage(request);
  const t = getT(language, "account");
  const meta = { title: t("signInLink.metaTitle"), description: t("signInLink.description") };
  if (!query.token) return { link: null, meta };
  const link = makeLinkSchema(t).safeParse(query);
  const email = link.success ? await getSignInLinkEmail(link.data.token) : null;
  if (!link.success || !email) {
    // As Better Auth answers a used or expired link: its own error page (a booking's offers a fresh link).
    const failed = new URL(
      link.success ? link.data.errorCallbackURL : localizePath("/login?link=expired", language),
      getEnv().SITE_URL,
    );
    failed.searchParams.set("error", "INVALID_TOKEN");
    throw redirect(`${failed.pathname}${failed.search}`);
  }
  const bookingId = /^(?:\/(?:hi|or))?\/bookings\/([^/?#]+)/.exec(link.data.callbackURL)?.[1];
  return { link: { ...link.data, email, bookingId: bookingId ? decodeURIComponent(bookingId) : null }, meta };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const t = getT(getLanguage(request), "account");
  const link = parseWithZod(formData, { schema: makeLinkSchema(t) });
  if (link.payload.token !== undefined) {
    if (link.status !== "success") return reply(null, { formError: t("signInLink.gone") });
    const { location, headers } = await spendSignInLink(link.value, request.headers);
    throw redirect(location, { headers });
  }
  const submission = parseWithZod(formData, { schema: makeRequestSchema(t) });
  if (submission.status !== "success") return reply(submission);
  if (!(await checkRateLimit(RATE_LIMITS.signInLink, context.clientAddress))) {
    return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429 });
  }
  // The same answer whether or not the email has an account.
  await mailSignInLink(submission.value.email, getLanguage(request));
  return reply(submission, { notice: t("signInLink.sent", { count: BOOKING_LINK_LIFETIME_DAYS }) });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const pending = usePending();
  const schema = useMemo(() => makeRequestSchema(t), [t]);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { link } = loaderData;
  if (link) {
    return (
      <AuthCard title={link.bookingId ? t("signInLink.toBooking") : t("signInLink.toAccount")}>
        <p className="text-slate-800">
          {link.bookingId ? (
            <>
              {t("signInLink.booking")} <span className="font-mono">{link.bookingId}</span>.{" "}
            </>
          ) : null}
          {t("signInLink.signsInBefore")}
          <strong className="[overflow-wrap:anywhere]">{link.email}</strong>
          {t("signInLink.signsInAfter")}
        </p>
        <p className="mt-3 text-sm text-slate-600">{t("signInLink.notYours")}</p>
        <Form method="post" className="mt-6">
          <FormErrors id="sign-in-link-errors" errors={actionData?.result?.error?.[""] ?? undefined} />
          <input type="hidden" name="token" value={link.token} />
          <input type="hidden" name="callbackURL" value={link.callbackURL} />
          <input type="hidden" name="errorCallbackURL" value={link.errorCallbackURL} />
          <SubmitButton pending={pending} className="w-full">
            {t("signInLink.signIn")}
          </SubmitButton>
        </Form>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("signInLink.title")} subtitle={t("signInLink.subtitle")}>
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
        <TextField field={fields.email} label={t("field.email")} type="email" autoComplete="email" />
        <SubmitButton pending={pending} className="w-full">
          {t("signInLink.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("signInLink.withPassword")}
        </Link>
      </p>
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "Sign in", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
