import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { addClient } from "#app/clients/client-import.server.ts";
import { ClientSchema, LANGUAGE_NAMES } from "#app/clients/client-schema.ts";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import type { Route } from "./+types/admin-client-new";

// Staff add one client by hand (issue 37.1), with the checks of the import.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: ClientSchema });
  if (submission.status !== "success") return reply(submission);
  const added = await addClient(submission.value, admin.id);
  if (added.outcome === "refused") {
    return reply(submission, { formError: added.errors.join(" "), status: added.existing ? 409 : 400 });
  }
  await recordAudit({
    action: "client-added",
    actor: admin,
    target: `client ${added.id}`,
    clientAddress: context.clientAddress,
  });
  return redirectWithToast(`/admin-clients/${added.id}`, [
    { type: "success", message: `${submission.value.name} is added.` },
  ]);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminClientNew({ actionData }: Route.ComponentProps) {
  const pending = usePending();
  const answer = useSettledAnswer(actionData);
  const [form, fields] = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClientSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { language: "en" },
  });
  return (
    <section className="container-page max-w-2xl py-8">
      <p className="text-sm">
        <Link to="/admin-clients" className="text-brand-700 underline">
          All clients
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-brand-900">Add a client</h1>
      <p className="mt-2 text-sm text-slate-700">
        The firm knows each client by their email, or by their PAN if they have no email. A client who books on the site
        with this email, once their email is verified, is the same client.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.name} label="Name" autoComplete="off" />
        <TextField field={fields.email} label="Email" type="email" autoComplete="off" />
        <TextField field={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="off" />
        <TextField field={fields.pan} label="PAN" autoComplete="off" hint="10 characters, e.g. ABCPE1234F." />
        <TextField
          field={fields.gstins}
          label="GSTINs"
          autoComplete="off"
          hint="One or more, separated by semicolons. Each must be on the client's PAN."
        />
        <div>
          <label htmlFor={fields.language.id} className="block text-sm font-semibold text-slate-800">
            Language of their pages and emails
          </label>
          <select
            {...getSelectProps(fields.language)}
            key={fields.language.key}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
          >
            {Object.entries(LANGUAGE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          field={fields.services}
          label="Recurring services (optional)"
          autoComplete="off"
          hint={`Each as service:start period, separated by semicolons, e.g. gst-monthly:2026-04; tds-quarterly:2026-Q1. Services: ${RECURRING_SERVICES.map((service) => service.id).join(", ")}.`}
        />
        <SubmitButton pending={pending}>Add client</SubmitButton>
      </Form>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Add a client", description: "Add a client of the firm." }),
    { name: "robots", content: "noindex" },
  ];
}
