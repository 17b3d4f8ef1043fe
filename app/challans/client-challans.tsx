// The client's box of tax to pay to the government (issue 38, item 2): for
// each challan how much, to whom, by when and how, and "I have paid" with
// the bank's CIN. Plain forms: they work before and without JavaScript.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ChallanPaidSchema } from "#app/challans/challan-schema.ts";
import type { BookingChallan } from "#app/challans/challans.server.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { getTodayInIndia } from "#app/format-date.ts";

/** The page action's answer to a report, with which challan it was for. */
export type ChallanAnswer = (Partial<FormAnswer> & { challanId?: number | null }) | undefined;

export function ClientChallans({ challans, answer }: { challans: readonly BookingChallan[]; answer: ChallanAnswer }) {
  if (challans.length === 0) return null;
  const toPay = challans.filter((challan) => challan.status === "to-pay");
  return (
    <FoldingBox
      name="challans"
      title="Tax to pay to the government"
      open={toPay.length > 0 || answer?.challanId != null}
      summary={
        toPay.length > 0
          ? `${toPay.length} ${toPay.length === 1 ? "challan" : "challans"} to pay through your bank.`
          : "Nothing to pay now."
      }
    >
      <p className="text-sm text-slate-700">
        This is tax you pay to the government yourself, through your own bank: it is not our fee, and we never collect
        it. Pay it by the date to avoid interest.
      </p>
      <ul className="mt-4 space-y-4">
        {challans.map((challan) => (
          <li key={challan.id}>
            <Challan challan={challan} answer={answer?.challanId === challan.id ? answer : undefined} />
          </li>
        ))}
      </ul>
    </FoldingBox>
  );
}

function Challan({ challan, answer }: { challan: BookingChallan; answer: ChallanAnswer }) {
  const headingId = `challan-${challan.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {challan.taxName} for {challan.period}
      </h3>
      <p className={`mt-1 text-sm font-semibold ${challan.overdue ? "text-red-800" : "text-slate-800"}`}>
        {describeStatus(challan)}
      </p>
      <p className="mt-2 text-slate-900">
        Pay <strong>{challan.total}</strong> to {challan.payee}, by <strong>{challan.payBy}</strong>.
      </p>
      <p className="text-sm text-slate-700">{challan.totalInWords}</p>
      <p className="mt-2 text-sm text-slate-800">
        {challan.referenceName}: <span className="font-mono break-all">{challan.reference}</span>
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Amounts by head</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Head
            </th>
            <th scope="col" className="py-1 font-medium">
              For
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {challan.lines.map((line) => (
            <tr key={`${line.head}-${line.part}`} className="border-t border-slate-100">
              <td className="py-1">{line.head}</td>
              <td className="py-1">{line.part}</td>
              <td className="py-1 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300 font-semibold">
            <td className="py-1" colSpan={2}>
              Total
            </td>
            <td className="py-1 text-right tabular-nums">{challan.total}</td>
          </tr>
        </tbody>
      </table>
      {challan.status === "to-pay" ? (
        <>
          {challan.note ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              We could not confirm your last report: {challan.note}
            </p>
          ) : null}
          <h4 className="mt-4 font-semibold text-slate-900">How to pay</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {challan.howToPay.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ReportPaid challan={challan} answer={answer} />
        </>
      ) : null}
    </article>
  );
}

function describeStatus(challan: BookingChallan): string {
  switch (challan.status) {
    case "to-pay":
      return challan.overdue ? `Overdue: it was due on ${challan.payBy}.` : `To pay by ${challan.payBy}.`;
    case "reported":
      return `You reported it paid on ${challan.paidOn} (CIN ${challan.cin}). We will check it on the portal.`;
    case "paid":
      return `Paid on ${challan.paidOn} (CIN ${challan.cin}). Thank you.`;
    case "cancelled":
      return "Cancelled: please do not pay this challan.";
  }
}

function ReportPaid({ challan, answer }: { challan: BookingChallan; answer: ChallanAnswer }) {
  const settled = useSettledAnswer(answer);
  const [form, fields] = useForm({
    id: `challan-paid-${challan.id}`,
    lastResult: settled?.result,
    constraint: getZodConstraint(ChallanPaidSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChallanPaidSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { paidOn: getTodayInIndia() },
  });
  const sending = usePending("challan-paid");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h4 className="font-semibold text-slate-900">I have paid</h4>
      <input type="hidden" name="intent" value="challan-paid" />
      <input type="hidden" name="challanId" value={challan.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.cin}
        label="CIN from your bank's receipt"
        hint={`18 characters: the ${challan.referenceName} ${challan.reference} followed by the bank's 4-letter code.`}
        autoComplete="off"
      />
      <div>
        <label htmlFor={fields.paidOn.id} className="block text-sm font-semibold text-slate-800">
          Day you paid
        </label>
        <input
          {...getInputProps(fields.paidOn, { type: "date" })}
          key={fields.paidOn.key}
          max={getTodayInIndia()}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
        />
        {fields.paidOn.errors?.length ? (
          <p id={fields.paidOn.errorId} className="mt-1 text-sm font-medium text-red-700">
            {fields.paidOn.errors[0]}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending">
        Report it paid
      </SubmitButton>
    </Form>
  );
}
