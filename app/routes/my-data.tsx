import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { requireUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { listOwnRequests, requestErasure } from "#app/privacy/my-data.server.ts";
import { ErasureRequestSchema } from "#app/privacy/my-data-schema.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/my-data";

// A client's own data (issue 22.4): take a copy of everything, or ask for
// erasure; staff decide, and the answer is emailed and shown here.
const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return data({ email: user.email, requests: await listOwnRequests(user.email) }, { headers: NOT_STORED });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: ErasureRequestSchema });
  if (submission.status !== "success") return reply(submission, { headers: NOT_STORED });
  const { created } = await requestErasure(user, submission.value.note);
  if (created) {
    await recordAudit({
      action: "erasure-requested",
      actor: user,
      target: user.email,
      clientAddress: context.clientAddress,
    });
  }
  return reply(submission, {
    notice: created
      ? "Your request is with us. We will answer by email within 30 days, and the answer will be on this page."
      : "You already have a request waiting for our answer.",
    headers: NOT_STORED,
  });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

const STATUS_WORDS = { pending: "Waiting for our answer", approved: "Done: erased", refused: "Refused" } as const;

export default function MyData({ loaderData, actionData }: Route.ComponentProps) {
  const answer = useSettledAnswer(actionData);
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ErasureRequestSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <section className="container-page max-w-3xl space-y-8 py-10 [overflow-wrap:anywhere]">
      <header>
        <p className="text-sm">
          <Link to="/user-dashboard" className="font-semibold text-brand-700 underline">
            My bookings
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900">Your data</h1>
        <p className="mt-2 text-slate-700">
          Everything we hold about {loaderData.email}, and your rights over it under India&apos;s Digital Personal Data
          Protection Act.{" "}
          <Link to="/privacy" className="underline">
            Our privacy notice
          </Link>{" "}
          explains what we keep and why.
        </p>
      </header>

      <section aria-labelledby="copy-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="copy-heading" className="text-lg font-semibold text-brand-900">
          Take a copy
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          A ZIP file with your account, your bookings (services, history, messages), your enquiries and consents as
          data, and every document of your bookings, yours and ours.
        </p>
        <a href="/my-data/export" className="btn-secondary mt-3 inline-block" download>
          Download everything we hold about you
        </a>
      </section>

      <section aria-labelledby="erase-heading" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="erase-heading" className="text-lg font-semibold text-brand-900">
          Ask us to erase it
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          We erase your documents, messages and enquiries, and your name and phone number on your bookings. We keep only
          what the law obliges us to keep (that each booking was made, for which services and at what price), and
          nothing while work you booked is still open; if something must stay, we tell you what and why. Your account
          stays so that you can see the answer here.
        </p>
        {loaderData.requests.length > 0 ? (
          <ul aria-label="Your requests" className="mt-3 space-y-2 text-sm">
            {loaderData.requests.map((request) => (
              <li key={request.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <strong>{STATUS_WORDS[request.status]}</strong> · asked {request.createdAt}
                {request.decidedAt ? ` · answered ${request.decidedAt}` : ""}
                {request.reason ? <span className="block">{request.reason}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="erase" />
          <div>
            <label htmlFor={fields.note.id} className="block text-sm font-semibold text-slate-800">
              Anything we should know (optional)
            </label>
            <textarea
              {...getTextareaProps(fields.note)}
              key={fields.note.key}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
            />
            {fields.note.errors ? (
              <p id={fields.note.errorId} className="mt-1 text-sm font-medium text-red-700">
                {fields.note.errors[0]}
              </p>
            ) : null}
          </div>
          <FormErrors id={form.errorId} errors={form.errors} />
          {answer?.notice ? (
            <p role="status" className="text-sm font-semibold text-green-800">
              {answer.notice}
            </p>
          ) : null}
          <SubmitButton pending={usePending()} pendingLabel="Sending">
            Ask us to erase my data
          </SubmitButton>
        </Form>
      </section>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Your data", description: "Take a copy of your data, or ask us to erase it." }),
    { name: "robots", content: "noindex" },
  ];
}
