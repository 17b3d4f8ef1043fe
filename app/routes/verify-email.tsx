import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { choosePasswordByVerificationLink, getAccountOfVerificationLink } from "#app/accounts/email-proof.server.ts";
import { requireAnonymous } from "#app/accounts/session.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AuthCard } from "#app/components/auth-card.tsx";
import { DeadLinkCard, LinkPasswordForm } from "#app/components/link-password-form.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { passwordField } from "#app/validation.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/verify-email";

// A verification link opened in another browser than the one that signed up
// lands here (issue 34.5, app/accounts/email-proof.server.ts): the link
// proves the email, and the password chosen here is the account's, whatever
// password was typed at sign-up.

const LINK_INVALID = "This verification link is invalid or has expired. Log in to get a new one.";

const ChoosePasswordSchema = z.object({
  token: z.string().min(1, LINK_INVALID).max(4000, LINK_INVALID),
  password: passwordField(),
});

const LinkQuery = z.object({ token: z.string().max(4000).catch("").default("") });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const { token } = readQuery(request, LinkQuery);
  const account = await getAccountOfVerificationLink(token);
  if (account?.verified) throw redirect("/login?verified=1");
  return { token: account ? token : "", email: account?.email ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const submission = parseWithZod(await readForm(request), { schema: ChoosePasswordSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") return reply(submission, { hideFields });
  const outcome = await choosePasswordByVerificationLink(submission.value.token, submission.value.password);
  if (outcome === "chosen" || outcome === "already-verified") return redirect("/login?verified=1");
  if (outcome === "invalid") return reply(submission, { formError: LINK_INVALID, hideFields });
  return reply(submission, { fieldErrors: { password: [outcome.refused] }, hideFields });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.email) {
    return <DeadLinkCard title="Verify your email" message={LINK_INVALID} to="/login" action="Go to login" />;
  }
  return (
    <AuthCard title="Choose your password" subtitle="One step to finish verifying your email.">
      <p className="mb-3 text-sm text-slate-800">
        This link was opened on another device or browser than the one used to register{" "}
        <strong className="[overflow-wrap:anywhere]">{loaderData.email}</strong>. To verify the address, choose the
        password for this account; you will log in with it.
      </p>
      <p className="mb-5 text-sm text-slate-800">
        If you did not register yourself, someone else typed your address: the password you choose here makes the
        account yours, and any password they chose stops working.
      </p>
      <LinkPasswordForm
        schema={ChoosePasswordSchema}
        lastResult={actionData?.result}
        token={loaderData.token}
        label="Password"
        submitLabel="Verify my email"
      />
    </AuthCard>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Verify your email", description: "Choose your password to verify your email." }),
    { name: "robots", content: "noindex" },
  ];
}
