// The engagements box of a client's staff page (issue 37.2 and 37.6), and
// the add form it shares with a booking's staff page ("Keep this every
// period"). Every form posts to the client's page, whose action checks it again.
import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { getRecurringService, PERIOD_EXAMPLES, parsePeriod, RECURRING_SERVICES } from "#app/catalog/recurring.ts";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { AnswerLines } from "#app/engagements/answer-lines.tsx";
import { AddEngagementSchema, INVOICE_WHEN_NAMES } from "#app/engagements/engagement-schema.ts";
import { getPastPeriods, getPeriodLabel } from "#app/engagements/periods.ts";
import type { StaffEngagements } from "#app/engagements/staff-engagements.server.ts";
import type { FormAnswer } from "#app/form-answer.ts";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";

type Answer = (FormAnswer & { intent?: string; engagementId?: number | null }) | undefined;

const SELECT = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base";
const LABEL = "block text-sm font-semibold text-slate-800";

export function StaffEngagementsBox({
  clientId,
  panel,
  answer,
}: {
  clientId: number;
  panel: StaffEngagements;
  answer: Answer;
}) {
  const settled = useSettledAnswer(answer);
  return (
    <section aria-labelledby="engagements-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="engagements-heading" className="text-lg font-semibold text-brand-900">
        Engagements
      </h2>
      {/* An engagement added (here or from a booking's page): said above the list it joined. */}
      {settled?.intent === "add-engagement" && settled.notice ? (
        <p role="status" className="mt-2 text-sm font-medium text-green-800">
          {settled.notice}
        </p>
      ) : null}
      {panel.rows.length === 0 ? <p className="mt-2 text-sm text-slate-700">No recurring services yet.</p> : null}
      <ul className="mt-3 space-y-4">
        {panel.rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <EngagementRow row={row} answer={settled?.engagementId === row.id ? settled : undefined} />
          </li>
        ))}
      </ul>
      <details className="mt-4" open={settled?.intent === "add-engagement" && !settled.notice ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-brand-700">Add an engagement</summary>
        <AddEngagementForm
          clientId={clientId}
          panel={panel}
          answer={settled?.intent === "add-engagement" ? settled : undefined}
        />
      </details>
    </section>
  );
}

function EngagementRow({ row, answer }: { row: StaffEngagements["rows"][number]; answer: Answer }) {
  const failure = answer?.result?.error?.[""]?.[0] ?? answer?.result?.error?.reason?.[0];
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-brand-900">{row.service}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
          {row.stateName}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">From</dt>
        <dd>
          {row.from}
          {row.periodsFrom ? ` (work made from ${row.periodsFrom})` : ""}
        </dd>
        <dt className="font-semibold">Price a period</dt>
        <dd>{row.price}</dd>
        <dt className="font-semibold">Owner</dt>
        <dd>{row.owner}</dd>
        <dt className="font-semibold">Invoiced</dt>
        <dd>{row.invoiceWhen}</dd>
        <dt className="font-semibold">Work appears</dt>
        <dd>{row.appears}</dd>
        {row.latest ? (
          <>
            <dt className="font-semibold">Latest period</dt>
            <dd>
              <Link
                to={`/admin-dashboard/${encodeURIComponent(row.latest.bookingId)}`}
                className="text-brand-700 underline"
              >
                {row.latest.period}
              </Link>
            </dd>
          </>
        ) : null}
        {row.fromBookingId ? (
          <>
            <dt className="font-semibold">Made from</dt>
            <dd className="font-mono text-xs break-all">{row.fromBookingId}</dd>
          </>
        ) : null}
      </dl>
      {row.changed ? <p className="mt-2 text-slate-700">{row.changed}</p> : null}
      <AnswerLines notice={answer?.notice} failure={failure} />
      {row.clientAsks ? (
        <Form method="post" className="mt-3 rounded-lg bg-amber-50 p-3">
          <p className="font-medium text-amber-900">{row.clientAsks}</p>
          <input type="hidden" name="engagementId" value={row.id} />
          <div className="mt-2 flex flex-wrap gap-2">
            <IntentButton intent="confirm-ask" primary>
              Confirm
            </IntentButton>
            <IntentButton intent="decline-ask">Decline</IntentButton>
          </div>
        </Form>
      ) : null}
      {row.state === "ended" ? null : (
        // A fresh form once the state changed: the reason given is kept with the engagement, not in the box.
        <Form key={row.changed ?? ""} method="post" className="mt-3 max-w-xl space-y-2">
          <input type="hidden" name="engagementId" value={row.id} />
          <label htmlFor={`reason-${row.id}`} className={LABEL}>
            Reason (kept with the engagement)
          </label>
          <input id={`reason-${row.id}`} name="reason" maxLength={500} className={SELECT} />
          <div className="flex flex-wrap gap-2">
            {row.state === "active" ? (
              <IntentButton intent="pause-engagement">Pause</IntentButton>
            ) : (
              <IntentButton intent="resume-engagement">Resume</IntentButton>
            )}
            <IntentButton intent="end-engagement">End</IntentButton>
          </div>
        </Form>
      )}
    </>
  );
}

/**
 * A new engagement of the client. A start period already past lists its
 * past periods, made only if staff tick them. From a booking, it comes
 * filled in with the booking's service, price and next period.
 */
export function AddEngagementForm({
  clientId,
  panel,
  answer,
  prefill,
}: {
  clientId: number;
  panel: Pick<StaffEngagements, "admins" | "prices" | "today" | "running">;
  answer: Answer;
  prefill?: { serviceId: string; startPeriod: string; price: string; fromBookingId: string };
}) {
  const pending = usePending("add-engagement");
  const firstFree = RECURRING_SERVICES.find((service) => !panel.running.includes(service.id))?.id ?? "gst-monthly";
  const [form, fields] = useForm({
    id: prefill ? `keep-${prefill.fromBookingId}` : `add-engagement-${clientId}`,
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddEngagementSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      serviceId: prefill?.serviceId ?? firstFree,
      startPeriod: prefill?.startPeriod ?? "",
      price: prefill?.price ?? panel.prices[firstFree] ?? "",
      invoiceWhen: "never",
      fromBookingId: prefill?.fromBookingId ?? "",
    },
  });
  const serviceId = String(fields.serviceId.value ?? firstFree);
  const service = getRecurringService(serviceId);
  const typed = service ? parsePeriod(service.frequency, String(fields.startPeriod.value ?? "")) : null;
  const days = /^\d{1,2}$/.test(String(fields.daysBeforeDue.value ?? "")) ? Number(fields.daysBeforeDue.value) : null;
  const { past, firstToOpen } = typed
    ? getPastPeriods({ serviceId, startPeriod: typed, daysBeforeDue: days }, panel.today)
    : { past: [], firstToOpen: "" };
  // The price follows the service chosen until staff type their own: set on the field when the service
  // changes, never by remounting it (which would lose what was typed, also before the page hydrated).
  const [priceTyped, setPriceTyped] = useState(Boolean(prefill));
  const priceInput = useRef<HTMLInputElement>(null);
  const pricedFor = useRef(serviceId);
  useEffect(() => {
    if (pricedFor.current === serviceId) return;
    pricedFor.current = serviceId;
    if (!priceTyped && priceInput.current) priceInput.current.value = panel.prices[serviceId] ?? "";
  }, [serviceId, priceTyped, panel.prices]);
  return (
    <Form
      method="post"
      action={`/admin-clients/${clientId}`}
      {...getFormProps(form)}
      className="mt-3 max-w-xl space-y-4"
    >
      <input type="hidden" name="intent" value="add-engagement" />
      <input {...getInputProps(fields.fromBookingId, { type: "hidden" })} key={fields.fromBookingId.key} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SelectField field={fields.serviceId} label="Service">
        {RECURRING_SERVICES.map((each) => (
          <option key={each.id} value={each.id}>
            {/* The name without its forms in brackets: the list stays short on a phone. */}
            {each.name.replace(/ \(.*\)$/, "")}
            {panel.running.includes(each.id) ? " (running already)" : ""}
          </option>
        ))}
      </SelectField>
      <TextField
        field={fields.startPeriod}
        label="Start period"
        autoComplete="off"
        hint={
          service
            ? `${PERIOD_EXAMPLES[service.frequency][0]?.toUpperCase()}${PERIOD_EXAMPLES[service.frequency].slice(1)}.`
            : undefined
        }
      />
      {past.length > 0 ? (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
          <div className="flex items-start gap-3">
            <input
              {...getInputProps(fields.createPast, { type: "checkbox" })}
              key={fields.createPast.key}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={fields.createPast.id}>
              Also create the {past.length === 1 ? "past period" : `${past.length} past periods`} (
              {past.length > 3
                ? `${getPeriodLabel(past[0] ?? "")} to ${getPeriodLabel(past.at(-1) ?? "")}`
                : past.map((period) => getPeriodLabel(period)).join(", ")}
              )
            </label>
          </div>
          <p className="mt-1">Not ticked: the work starts with {getPeriodLabel(firstToOpen)}.</p>
        </div>
      ) : null}
      <div>
        <label htmlFor={fields.price.id} className={LABEL}>
          Price a period (₹, before GST)
        </label>
        <input
          {...getInputProps(fields.price, { type: "text", ariaDescribedBy: `${fields.price.id}-hint` })}
          key={fields.price.key}
          ref={priceInput}
          onInput={() => setPriceTyped(true)}
          inputMode="decimal"
          className={SELECT}
        />
        <p id={`${fields.price.id}-hint`} className="mt-1 text-sm text-slate-500">
          The catalog's price, if the site sells it; empty while it is still to be agreed.
        </p>
        <FieldMessage id={fields.price.errorId} errors={fields.price.errors} />
      </div>
      <SelectField field={fields.ownerId} label="Who does the work">
        <option value="">Unassigned</option>
        {panel.admins.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.name}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.invoiceWhen} label="Invoice each period">
        {Object.entries(INVOICE_WHEN_NAMES).map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        field={fields.daysBeforeDue}
        label="Work appears (days before the return is due)"
        inputMode="numeric"
        autoComplete="off"
        hint="Empty: the day after the period ends."
      />
      <SubmitButton pending={pending}>Add engagement</SubmitButton>
    </Form>
  );
}

function SelectField({ field, label, children }: { field: FieldMetadata<string>; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className={LABEL}>
        {label}
      </label>
      <select {...getSelectProps(field)} key={field.key} className={SELECT}>
        {children}
      </select>
      <FieldMessage id={field.errorId} errors={field.errors} />
    </div>
  );
}

function FieldMessage({ id, errors }: { id: string; errors: string[] | undefined }) {
  return errors?.length ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

/** One of a row form's buttons: which change it asks for. */
function IntentButton({
  intent,
  primary = false,
  children,
}: {
  intent: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} className={primary ? "btn-primary" : "btn-secondary"}>
      {children}
    </button>
  );
}
