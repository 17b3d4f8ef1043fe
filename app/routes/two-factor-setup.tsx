import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import QRCode from "qrcode";
import { Form, useFetcher } from "react-router";
import { confirmTwoFactorSetup, startTwoFactorSetup } from "#app/accounts/accounts.server.ts";
import { requireAdminSettingUpTwoFactor } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getEnv } from "#app/env.server.ts";
import { usePending } from "#app/form-answer.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/two-factor-setup";

// An admin turns on two-factor sign-in: password, then the QR code (and the
// secret as text) for an authenticator app with the backup codes, shown this
// once; a code from the app confirms it. Staff must: until it is on, every
// staff page sends them here (requireAdmin), and they go back after.

const StartSchema = z.object({
  intent: z.literal("start"),
  password: z.string({ error: "Please enter your password" }).min(1, "Please enter your password").max(128),
});
const ConfirmSchema = z.object({
  intent: z.literal("confirm"),
  redirectTo: z.string().max(500).optional(),
  code: z
    .string({ error: "Please enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit code"),
});
const SetupSchema = z.discriminatedUnion("intent", [StartSchema, ConfirmSchema]);

const QuerySchema = z.object({ redirectTo: z.string().max(500).optional().catch(undefined) });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminSettingUpTwoFactor(request);
  return { enabled: user.twoFactorEnabled, redirectTo: readQuery(request, QuerySchema).redirectTo ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminSettingUpTwoFactor(request);
  const submission = parseWithZod(await readForm(request), { schema: SetupSchema });
  if (submission.status !== "success") {
    // Only a tampered form sends another intent: its hidden field has no place to show an error.
    const formError = submission.error?.intent ? "Unknown action." : undefined;
    return reply(submission, { formError, hideFields: ["password"], more: { enrolment: null } });
  }
  if (submission.value.intent === "start") {
    const started = await startTwoFactorSetup(submission.value.password, request.headers);
    if (!started.ok) {
      const message = user.twoFactorEnabled ? "Two-factor sign-in is already on." : "Your password is not correct";
      return reply(submission, {
        fieldErrors: { password: [message] },
        hideFields: ["password"],
        more: { enrolment: null },
      });
    }
    const secret = new URL(started.totpURI).searchParams.get("secret") ?? "";
    const qrSvg = await QRCode.toString(started.totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return reply(null, { more: { enrolment: { qrSvg, secret, backupCodes: started.backupCodes } } });
  }
  const confirmed = await confirmTwoFactorSetup(user.id, submission.value.code, request.headers);
  if (!confirmed.ok) {
    const fieldErrors = { code: ["That code is not right. Please try again."] };
    return reply(submission, { fieldErrors, more: { enrolment: null } });
  }
  await recordAudit({ action: "two-factor-enabled", actor: user, clientAddress: context.clientAddress });
  const next = submission.value.redirectTo
    ? getSafeRedirect(submission.value.redirectTo, getEnv().SITE_URL)
    : "/two-factor-setup";
  return redirectWithToast(next, [{ type: "success", message: "Two-factor sign-in is on." }], {
    headers: confirmed.headers,
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  const enrolment = actionData && "enrolment" in actionData ? actionData.enrolment : null;
  if (loaderData.enabled) {
    return (
      <AuthCard title="Two-factor sign-in">
        <p role="status" className="text-slate-700">
          Two-factor sign-in is on. At every login you will be asked for a code of your authenticator app, or a backup
          code.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle="Admins sign in with their password and a code of an authenticator app."
    >
      <p role="status" className="mb-5 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
        Staff pages open only once two-factor sign-in is on. It takes a minute: you need your password and an
        authenticator app on your phone.
      </p>
      {enrolment ? (
        <Enrolment {...enrolment} redirectTo={loaderData.redirectTo} />
      ) : (
        <StartForm lastResult={actionData?.result} />
      )}
    </AuthCard>
  );
}

function StartForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null | undefined }) {
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(StartSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StartSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="start" />
      <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
      <SubmitButton pending={usePending("start")} className="w-full">
        Set up an authenticator app
      </SubmitButton>
    </Form>
  );
}

/** The QR code and backup codes live only in this answer; a wrong code is told beside them (a fetcher keeps them). */
function Enrolment({
  qrSvg,
  secret,
  backupCodes,
  redirectTo,
}: {
  qrSvg: string;
  secret: string;
  backupCodes: string[];
  redirectTo: string | null;
}) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useForm({
    lastResult: fetcher.data?.result,
    constraint: getZodConstraint(ConfirmSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConfirmSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="space-y-5">
      <p className="text-slate-700">1. Scan this code with your authenticator app.</p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="mx-auto w-48"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew with qrcode from our own URI
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p className="text-sm text-slate-700">
        Or type this key into the app: <code className="break-all font-mono">{secret}</code>
      </p>
      <div>
        <p className="text-slate-700">
          2. Keep these backup codes somewhere safe. Each works once if you lose your phone. They are shown only now.
        </p>
        <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
          {backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
      <fetcher.Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="confirm" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <TextField field={fields.code} label="3. Code from the app" autoComplete="one-time-code" inputMode="numeric" />
        <SubmitButton pending={fetcher.state === "submitting"} className="w-full">
          Turn on two-factor sign-in
        </SubmitButton>
      </fetcher.Form>
    </div>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Two-factor sign-in", description: "Set up an authenticator app." }),
    { name: "robots", content: "noindex" },
  ];
}
