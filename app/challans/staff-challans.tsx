// The staff page's box of tax the client pays to the government (issue 38,
// item 2): the booking's challans with where each stands, the forms to
// record one (GST or income tax), and to confirm, send back or cancel.
// Every form posts to the staff page's action, which checks everything again.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Field } from "#app/admin/staff-booking-ui.tsx";
import {
  CHALLAN_HEADS,
  CHALLAN_PARTS,
  CHALLAN_PORTALS,
  type ChallanTax,
  getAmountField,
} from "#app/challans/challan.ts";
import { ChallanSchema, GST_CHALLAN_VALID_DAYS } from "#app/challans/challan-schema.ts";
import type { BookingChallan } from "#app/challans/challans.server.ts";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";

type Answer = { intent?: string; result?: unknown; notice?: string | null } | undefined;
type Reply =
  | {
      status?: "success" | "error";
      error?: Record<string, string[] | null> | null;
      initialValue?: Record<string, unknown> | null;
    }
  | undefined;

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

const STATUS_STYLES: Record<string, string> = {
  "to-pay": "bg-amber-100 text-amber-900",
  reported: "bg-sky-100 text-sky-900",
  paid: "bg-green-100 text-green-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function StaffChallansBox({
  challans,
  closed,
  answer,
}: {
  challans: readonly BookingChallan[];
  closed: boolean;
  /** The action's last answer, whichever form it was for. */
  answer: Answer;
}) {
  const settled = useSettledAnswer(answer);
  const decided = settled?.intent?.startsWith("challan-") ? settled : undefined;
  const decidedErrors = (decided?.result as Reply)?.error;
  const recorded = settled?.intent === "challan" ? settled : undefined;
  return (
    <section aria-labelledby="challans-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="challans-heading" className="text-lg font-semibold text-brand-900">
        Tax the client pays
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Challans made on the GST portal or the e-Pay Tax service. The client pays them through their bank and reports
        the CIN; check it on the portal before you confirm.
      </p>
      {decided?.notice || recorded?.notice ? (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          {decided?.notice ?? recorded?.notice}
        </p>
      ) : null}
      <FormErrors id="challan-errors" errors={decidedErrors?.[""] ?? decidedErrors?.cin ?? undefined} />
      {challans.length === 0 ? <p className="mt-2 text-sm text-slate-600">No challan yet.</p> : null}
      <ul className="mt-3 space-y-4">
        {challans.map((challan) => (
          <li key={challan.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <StaffChallan challan={challan} />
          </li>
        ))}
      </ul>
      {closed ? null : (
        <div className="mt-4 space-y-3">
          {(["gst", "income-tax"] as const).map((tax) => (
            // A fresh, folded form once a challan is recorded: the next one starts empty.
            <RecordChallan key={`${tax}-${challans.length}`} tax={tax} answer={recorded} />
          ))}
        </div>
      )}
    </section>
  );
}

function StaffChallan({ challan }: { challan: BookingChallan }) {
  const pending = usePending();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <strong className="text-slate-900">
          {challan.taxName} for {challan.period}: {challan.total}
        </strong>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[challan.status] ?? ""}`}>
          {challan.overdue ? "Overdue" : challan.statusText}
        </span>
      </div>
      <p className="mt-1 text-slate-700">
        {challan.referenceName} <span className="font-mono">{challan.reference}</span> · pay by {challan.payBy}
        {challan.cin ? (
          <>
            {" "}
            · CIN <span className="font-mono">{challan.cin}</span>, paid on {challan.paidOn}
          </>
        ) : null}
      </p>
      <p className="text-slate-600">
        {challan.lines.map((line) => `${line.head} ${line.part.toLowerCase()} ${line.amount}`).join(" · ")}
      </p>
      {challan.note ? <p className="text-slate-600">Sent back: {challan.note}</p> : null}
      {challan.status === "reported" ? (
        <div className="mt-3 space-y-3">
          <ChallanForm intent="challan-confirm" challanId={challan.id}>
            <button type="submit" className="btn-primary" disabled={pending}>
              Confirm paid
            </button>
          </ChallanForm>
          <ChallanForm intent="challan-send-back" challanId={challan.id} className="flex flex-wrap items-end gap-2">
            <label className="min-w-48 flex-1 text-slate-800">
              What is wrong
              <input name="note" required maxLength={300} className={INPUT} />
            </label>
            <button type="submit" className="btn-secondary" disabled={pending}>
              Send back
            </button>
          </ChallanForm>
        </div>
      ) : null}
      {challan.status === "to-pay" ? (
        <div className="mt-3 space-y-3">
          <ChallanForm intent="challan-confirm" challanId={challan.id} className="flex flex-wrap items-end gap-2">
            <label className="min-w-48 flex-1 text-slate-800">
              CIN, if the client told you
              <input name="cin" required maxLength={40} autoComplete="off" className={INPUT} />
            </label>
            <label className="text-slate-800">
              Paid on
              <input name="paidOn" type="date" required className={INPUT} />
            </label>
            <button type="submit" className="btn-secondary" disabled={pending}>
              Record paid
            </button>
          </ChallanForm>
          <ChallanForm intent="challan-cancel" challanId={challan.id}>
            <button type="submit" className="btn-secondary" disabled={pending}>
              Cancel challan
            </button>
          </ChallanForm>
        </div>
      ) : null}
    </>
  );
}

/** A form about one challan: its intent and id, then what it asks. */
function ChallanForm(props: { intent: string; challanId: number; className?: string; children: ReactNode }) {
  return (
    <Form method="post" className={props.className}>
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="challanId" value={props.challanId} />
      {props.children}
    </Form>
  );
}

/** The form to record one tax's challan: a grid of heads by what they pay for. */
function RecordChallan({ tax, answer }: { tax: ChallanTax; answer: Answer }) {
  const result = answer?.result as Reply;
  const mine = result?.initialValue?.tax === tax;
  // What was typed comes back only with the form's refusal; a challan recorded starts the next one empty.
  const refused = mine && result?.status === "error";
  const [form, fields] = useForm({
    id: `challan-${tax}`,
    lastResult: refused ? (answer?.result as never) : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChallanSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = usePending("challan");
  const { reference } = CHALLAN_PORTALS[tax];
  const errors = form.allErrors;
  const title = `Record ${tax === "gst" ? "a GST" : "an income tax"} challan`;
  return (
    <details open={refused} className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-brand-700">{title}</summary>
      <Form method="post" {...getFormProps(form)} aria-label={title} className="space-y-3 px-3 pb-3">
        <input type="hidden" name="intent" value="challan" />
        <input type="hidden" name="tax" value={tax} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="grid gap-3 sm:grid-cols-[3fr_2fr_2fr]">
          <Field label={reference} field={fields.reference}>
            <input
              {...getInputProps(fields.reference, { type: "text" })}
              key={fields.reference.key}
              inputMode="numeric"
              autoComplete="off"
              className={INPUT}
            />
          </Field>
          <Field label="For the period" field={fields.period}>
            <input
              {...getInputProps(fields.period, { type: "text" })}
              key={fields.period.key}
              placeholder={tax === "gst" ? "October 2026" : "AY 2027-28"}
              className={INPUT}
            />
          </Field>
          <Field label="Pay by" field={fields.payBy}>
            <input {...getInputProps(fields.payBy, { type: "date" })} key={fields.payBy.key} className={INPUT} />
          </Field>
        </div>
        {tax === "gst" ? (
          <p className="text-xs text-slate-600">
            A GST challan is valid for {GST_CHALLAN_VALID_DAYS} days from when it is made (CGST Rules, rule 87(2)).
          </p>
        ) : null}
        <table className="w-full text-sm">
          <caption className="sr-only">Amounts in whole rupees, by head</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Head
              </th>
              {CHALLAN_PARTS.map((part) => (
                <th key={part.id} scope="col" className="py-1 font-medium">
                  {part.name} (₹)
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CHALLAN_HEADS[tax].map((head) => (
              <tr key={head.id}>
                <th scope="row" className="py-1 pr-2 text-left font-normal text-slate-800">
                  {head.name}
                </th>
                {CHALLAN_PARTS.map((part) => {
                  const name = getAmountField(head.id, part.id);
                  const wrong = errors[name]?.[0];
                  return (
                    <td key={part.id} className="py-1 pr-2">
                      <input
                        name={name}
                        aria-label={`${head.name} ${part.name.toLowerCase()}`}
                        aria-invalid={wrong ? true : undefined}
                        inputMode="decimal"
                        defaultValue={refused ? String(result?.initialValue?.[name] ?? "") : ""}
                        className={INPUT}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {CHALLAN_HEADS[tax].flatMap((head) =>
          CHALLAN_PARTS.map((part) => {
            const wrong = errors[getAmountField(head.id, part.id)]?.[0];
            return wrong ? (
              <p key={`${head.id}-${part.id}`} className="text-sm font-medium text-red-700">
                {head.name} {part.name.toLowerCase()}: {wrong}
              </p>
            ) : null;
          }),
        )}
        <SubmitButton pending={sending} pendingLabel="Recording">
          Record and email the client
        </SubmitButton>
      </Form>
    </details>
  );
}
