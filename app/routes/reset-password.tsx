import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { resetPassword } from "#app/accounts/accounts.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { DeadLinkCard, LinkPasswordForm } from "#app/components/link-password-form.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { passwordField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/reset-password";

const LINK_INVALID = "This reset link is invalid, already used or expired. Please ask for a new one.";

const ResetPasswordSchema = z.object({
  token: z.string().regex(/^[\w-]{1,200}$/, LINK_INVALID),
  password: passwordField(),
});

const ResetLinkQuery = z.object({
  token: z.string().catch("").default(""),
  error: z.string().optional().catch(undefined),
});

// The emailed link passes through Better Auth, which checks the token and
// sends the visitor here with ?token=… (or ?error=INVALID_TOKEN).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { token, error } = readQuery(request, ResetLinkQuery);
  return { token, invalid: error !== undefined };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const changed = await resetPassword(submission.value.token, submission.value.password);
  if (changed === false) return reply(submission, { formError: LINK_INVALID, hideFields });
  if (changed !== true) return reply(submission, { fieldErrors: { password: [changed.refused] }, hideFields });
  return redirect("/login?reset=1");
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token || loaderData.invalid) {
    return (
      <DeadLinkCard title="Set a new password" message={LINK_INVALID} to="/forgot-password" action="Get a new link" />
    );
  }
  return (
    <AuthCard title="Set a new password">
      <LinkPasswordForm
        schema={ResetPasswordSchema}
        lastResult={actionData?.result}
        token={loaderData.token}
        label="New password"
        submitLabel="Save new password"
      />
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Set a new password", description: "Choose a new password." }),
    { name: "robots", content: "noindex" },
  ];
}
