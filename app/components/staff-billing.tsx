// The staff page's billing box (issue 23): the booking's invoices with their
// payments, and the forms to issue, cancel, confirm and record. Every form
// posts to the staff page's action; the server works out every figure.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";
import { InvoiceSchema, RecordPaymentSchema } from "#app/invoices/invoice-schema.ts";
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from "#app/invoices/invoice-types.ts";
import type { StaffBilling } from "#app/invoices/staff-billing.server.ts";

type Answer = { intent?: string; result?: unknown; notice?: string | null } | undefined;
type Reply = { status?: "success" | "error"; error?: Record<string, string[] | null> | null } | undefined;

const BOX = "rounded-xl border border-slate-200 bg-white p-5";
const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

const STATUS_STYLES: Record<string, string> = {
  unpaid: "bg-amber-100 text-amber-900",
  "payment-reported": "bg-sky-100 text-sky-900",
  paid: "bg-green-100 text-green-900",
  credited: "bg-slate-200 text-slate-800",
  issued: "bg-slate-200 text-slate-800",
};

export function StaffBillingBox({
  billing,
  customerName,
  answer,
}: {
  billing: StaffBilling;
  customerName: string;
  /** The action's last answer, whichever form it was for. */
  answer: Answer;
}) {
  const mine = (...intents: string[]) => (answer?.intent && intents.includes(answer.intent) ? answer : undefined);
  const decided = mine("confirm-payment", "reject-payment", "credit-note", "record-payment");
  const decidedErrors = (decided?.result as Reply)?.error?.[""] ?? undefined;
  return (
    <section aria-labelledby="billing-heading" className={BOX}>
      <h2 id="billing-heading" className="text-lg font-semibold text-brand-900">
        Invoices and payments
      </h2>
      {decided?.notice ? <Notice text={decided.notice} /> : null}
      <FormErrors id="billing-errors" errors={decidedErrors} />
      {billing.invoices.length === 0 ? <p className="mt-2 text-sm text-slate-600">No invoice yet.</p> : null}
      <ul className="mt-3 space-y-4">
        {billing.invoices.map((invoice) => (
          <li key={invoice.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <a
                href={`/admin/invoices/${invoice.id}/pdf`}
                className="font-mono font-semibold text-brand-700 underline"
              >
                {invoice.kind === "credit-note" ? "Credit note " : ""}
                {invoice.number}
              </a>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[invoice.status] ?? ""}`}>
                {invoice.statusText}
              </span>
            </div>
            <p className="mt-1 text-slate-700">
              {invoice.issuedOn} · {invoice.total}
              {invoice.kind === "invoice" && (invoice.status === "unpaid" || invoice.status === "payment-reported")
                ? ` · ${invoice.balance} to pay · ${invoice.remindersSent} ${invoice.remindersSent === 1 ? "reminder" : "reminders"} sent`
                : ""}
              {invoice.corrects ? ` · cancels ${invoice.corrects}: ${invoice.reason}` : ""}
            </p>
            {invoice.payments.length > 0 ? (
              <ul className="mt-2 space-y-2">
                {invoice.payments.map((payment) => (
                  <li key={payment.id} className="rounded bg-slate-50 p-2">
                    {payment.method} {payment.reference ? <span className="font-mono">{payment.reference}</span> : null}{" "}
                    · {payment.amount} · {payment.by === "client" ? "reported by the client" : "recorded by staff"} ·{" "}
                    <strong>{payment.status}</strong>
                    {payment.decidedBy ? ` by ${payment.decidedBy}` : ""}
                    {payment.note ? ` (${payment.note})` : ""}
                    {payment.sameUtr.length > 0 ? (
                      <span className="mt-1 block font-semibold text-red-800">
                        The same UTR is also on {payment.sameUtr.join("; ")}.
                      </span>
                    ) : null}
                    {payment.status === "reported" ? <DecideForms paymentId={payment.id} /> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {invoice.kind === "invoice" && (invoice.status === "unpaid" || invoice.status === "payment-reported") ? (
              <RecordPayment
                invoiceId={invoice.id}
                balance={invoice.balance}
                answer={answerAbout(mine("record-payment"), invoice.id)}
              />
            ) : null}
            {invoice.kind === "invoice" && invoice.status !== "credited" ? (
              <details className="mt-2">
                <summary className="cursor-pointer font-semibold text-brand-700">Cancel with a credit note</summary>
                <Form method="post" className="mt-2 space-y-2">
                  <input type="hidden" name="intent" value="credit-note" />
                  <input type="hidden" name="invoiceId" value={invoice.id} />
                  <label htmlFor={`reason-${invoice.id}`} className="block font-semibold">
                    Why it is cancelled (the client reads this)
                  </label>
                  <input
                    id={`reason-${invoice.id}`}
                    name="reason"
                    required
                    minLength={3}
                    maxLength={300}
                    className={INPUT}
                  />
                  <button type="submit" className="btn-secondary px-3 py-1.5 text-sm">
                    Issue credit note
                  </button>
                </Form>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {billing.missing.length > 0 ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          To issue tax invoices, set {billing.missing.join(", ")} in the server's configuration (docs/OPERATIONS.md).
          Until then no invoice can be issued: the site's sample details must never reach one.
        </p>
      ) : billing.items.some((item) => !item.billedOn) ? (
        <NewInvoice billing={billing} customerName={customerName} answer={mine("invoice")} />
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          Every service of this booking is billed. To bill one again, cancel its invoice with a credit note.
        </p>
      )}
      {mine("invoice")?.notice && !billing.items.some((item) => !item.billedOn) ? (
        <Notice text={mine("invoice")?.notice ?? ""} />
      ) : null}
    </section>
  );
}

/** A record-payment answer for this invoice's form only (its errors carry what was sent). */
function answerAbout(answer: Answer, invoiceId: number): Answer {
  const sent = (answer?.result as { initialValue?: { invoiceId?: unknown } } | undefined)?.initialValue;
  return sent?.invoiceId === String(invoiceId) ? answer : undefined;
}

function DecideForms({ paymentId }: { paymentId: number }) {
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="confirm-payment" />
        <input type="hidden" name="paymentId" value={paymentId} />
        <button type="submit" className="btn-primary px-3 py-1.5 text-sm">
          Confirm: it is in our bank statement
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="reject-payment" />
        <input type="hidden" name="paymentId" value={paymentId} />
        <label className="text-xs font-semibold">
          Why not (optional)
          <input name="note" maxLength={300} className={INPUT} />
        </label>
        <button type="submit" className="btn-secondary px-3 py-1.5 text-sm">
          Reject: not found
        </button>
      </Form>
    </div>
  );
}

function RecordPayment({ invoiceId, balance, answer }: { invoiceId: number; balance: string; answer: Answer }) {
  const navigation = useNavigation();
  const ours = useSettledAnswer(answer);
  const [form, fields] = useForm({
    id: `record-${invoiceId}`,
    lastResult: ours?.result as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RecordPaymentSchema }),
    shouldRevalidate: "onInput",
    defaultValue: { method: "upi", amount: balance.replace("₹", "") },
  });
  return (
    <details className="mt-2" open={Boolean(ours && (ours.result as Reply)?.status === "error")}>
      <summary className="cursor-pointer font-semibold text-brand-700">Record a payment received</summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-2 sm:grid-cols-3">
        <input type="hidden" name="intent" value="record-payment" />
        <input type="hidden" name="invoiceId" value={invoiceId} />
        <div className="sm:col-span-3">
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        <div>
          <label htmlFor={fields.method.id} className="block font-semibold">
            How
          </label>
          <select {...getSelectProps(fields.method)} key={fields.method.key} className={INPUT}>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_NAMES[method]}
              </option>
            ))}
          </select>
        </div>
        <Field label="Reference (UTR, cheque no.)" field={fields.reference} />
        <Field label="Amount (₹)" field={fields.amount} inputMode="decimal" />
        <div className="sm:col-span-3">
          <SubmitButton
            pending={navigation.state === "submitting" && navigation.formData?.get("invoiceId") === String(invoiceId)}
          >
            Record payment
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}

function NewInvoice({
  billing,
  customerName,
  answer,
}: {
  billing: StaffBilling;
  customerName: string;
  answer: Answer;
}) {
  const [form, fields] = useForm({
    // A new form after each invoice: its defaults tick only what is still unbilled.
    id: `invoice-${billing.invoices.length}`,
    lastResult: useSettledAnswer(answer)?.result as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvoiceSchema }),
    shouldRevalidate: "onInput",
    defaultValue: {
      lines: billing.items.map((item) => ({ itemId: String(item.id), include: item.billedOn ? "" : "on", amount: "" })),
      clientName: customerName,
    },
  });
  const lines = fields.lines.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-5 space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-brand-900">Issue an invoice</h3>
      <input type="hidden" name="intent" value="invoice" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend className="text-sm font-semibold">Services to bill</legend>
        <FormErrors id={fields.lines.errorId} errors={fields.lines.errors} />
        <ul className="mt-1 space-y-2 text-sm">
          {lines.map((line, index) => {
            const item = billing.items[index];
            if (!item) return null;
            const parts = line.getFieldset();
            return (
              <li key={line.key} className="rounded-lg bg-slate-50 p-2">
                <input type="hidden" name={parts.itemId.name} value={item.id} />
                <label className="flex items-start gap-2">
                  <input
                    {...getInputProps(parts.include, { type: "checkbox" })}
                    key={parts.include.key}
                    className="mt-1"
                  />
                  <span>
                    {item.description} × {item.quantity} · SAC {item.sac}
                    {item.unitPrice ? ` · ${item.unitPrice} each` : " · On Request"}
                  </span>
                </label>
                {item.unitPrice === null ? (
                  <Field label="Agreed amount per unit, before GST (₹)" field={parts.amount} inputMode="decimal" />
                ) : null}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Bill to (name)" field={fields.clientName} />
        <Field label="Client's GSTIN (optional)" field={fields.gstin} autoCapitalize="characters" />
        <div>
          <label htmlFor={fields.stateCode.id} className="block text-sm font-semibold">
            Client's state (place of supply)
          </label>
          <select {...getSelectProps(fields.stateCode)} key={fields.stateCode.key} className={INPUT}>
            <option value="">From the GSTIN</option>
            {billing.states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
          <FieldError id={fields.stateCode.errorId} errors={fields.stateCode.errors} />
        </div>
        <div>
          <label htmlFor={fields.clientAddress.id} className="block text-sm font-semibold">
            Client's address (needed without a GSTIN from ₹50,000 before GST)
          </label>
          <textarea
            {...getTextareaProps(fields.clientAddress)}
            key={fields.clientAddress.key}
            rows={2}
            maxLength={400}
            className={INPUT}
          />
          <FieldError id={fields.clientAddress.errorId} errors={fields.clientAddress.errors} />
        </div>
      </div>
      <p className="text-xs text-slate-600">
        GST at {billing.ratePercent}% is added: CGST and SGST when the client is in the firm's state, IGST otherwise.
        Once issued an invoice cannot change; a correction is a credit note.
      </p>
      {answer?.notice ? <Notice text={answer.notice} /> : null}
      <SubmitButton pending={usePending("invoice")}>Issue invoice</SubmitButton>
    </Form>
  );
}

type FieldLike = { id: string; name: string; errorId: string; errors?: string[]; key?: string; initialValue?: unknown };

function Field({
  label,
  field,
  ...rest
}: {
  label: string;
  field: FieldLike;
  inputMode?: "decimal";
  autoCapitalize?: string;
}) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-semibold">
        {label}
      </label>
      <input {...getInputProps(field as never, { type: "text" })} key={field.key} className={INPUT} {...rest} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm font-medium text-green-800">
      {text}
    </p>
  );
}
