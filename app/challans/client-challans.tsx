// The client's box of tax to pay to the government (issue 38, item 2): for
// each challan how much, to whom, by when and how, and "I have paid" with
// the bank's CIN. Plain forms: they work before and without JavaScript.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { Form } from "react-router";
import { CHALLAN_HEADS, CHALLAN_PARTS, type ChallanTax } from "#app/challans/challan.ts";
import { ChallanPaidSchema } from "#app/challans/challan-schema.ts";
import type { BookingChallan } from "#app/challans/challans.server.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";

/** The page action's answer to a report, with which challan it was for. */
export type ChallanAnswer = (Partial<FormAnswer> & { challanId?: number | null }) | undefined;

export function ClientChallans({ challans, answer }: { challans: readonly BookingChallan[]; answer: ChallanAnswer }) {
  const { t } = useTranslation("booking");
  if (challans.length === 0) return null;
  const toPay = challans.filter((challan) => challan.status === "to-pay");
  return (
    <FoldingBox
      name="challans"
      title={t("challans.heading")}
      open={toPay.length > 0 || answer?.challanId != null}
      summary={toPay.length > 0 ? t("challans.toPay", { count: toPay.length }) : t("challans.nothing")}
    >
      <p className="text-sm text-slate-700">{t("challans.intro")}</p>
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
  const { t, i18n } = useTranslation("booking");
  const english = i18n.language === "en";
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t("challans.title", { tax: t(`challans.taxes.${challan.tax}`), period: challan.period })}
      </h3>
      <p className={`mt-1 text-sm font-semibold ${challan.overdue ? "text-red-800" : "text-slate-800"}`}>
        {describeStatus(challan, t)}
      </p>
      <p className="mt-2 text-slate-900">
        <Tagged
          message={t("challans.pay", {
            amount: challan.total,
            payee: t(`challans.payees.${challan.tax}`),
            day: challan.payBy,
          })}
          components={[<strong key="amount" />]}
        />
      </p>
      {/* The amount in words is English's (app/invoices/money.ts); the other languages read the figures. */}
      {english ? <p className="text-sm text-slate-700">{challan.totalInWords}</p> : null}
      <p className="mt-2 text-sm text-slate-800">
        {challan.referenceName}: <span className="font-mono break-all">{challan.reference}</span>
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t("challans.caption")}</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-1 font-medium">
              {t("challans.head")}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t("challans.for")}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t("challans.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {challan.lines.map((line) => (
            <tr key={`${line.head}-${line.part}`} className="border-t border-slate-100">
              <td className="py-1">{nameHead(challan.tax, line.head, t)}</td>
              <td className="py-1">{namePart(line.part, t)}</td>
              <td className="py-1 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300 font-semibold">
            <td className="py-1" colSpan={2}>
              {t("challans.total")}
            </td>
            <td className="py-1 text-right tabular-nums">{challan.total}</td>
          </tr>
        </tbody>
      </table>
      {challan.status === "to-pay" ? (
        <>
          {challan.note ? (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("challans.lastReport", { note: challan.note })}
            </p>
          ) : null}
          <h4 className="mt-4 font-semibold text-slate-900">{t("challans.howToPay")}</h4>
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-slate-800">
            {challan.howToPay.map((step, index) => (
              <li key={step}>{t(`challans.steps.${challan.tax}.step${index as 0 | 1 | 2 | 3}`)}</li>
            ))}
          </ol>
          <ReportPaid challan={challan} answer={answer} />
        </>
      ) : null}
    </article>
  );
}

/** A line's head ("Compensation cess") in the page's language, by its id in CHALLAN_HEADS. */
function nameHead(tax: ChallanTax, name: string, t: TFunction<"booking">): string {
  const id = CHALLAN_HEADS[tax].find((head) => head.name === name)?.id;
  return id ? t(`challans.heads.${id as HeadId}`) : name;
}

/** A line's part ("Late fee") in the page's language, by its id in CHALLAN_PARTS. */
function namePart(name: string, t: TFunction<"booking">): string {
  const id = CHALLAN_PARTS.find((part) => part.name === name)?.id;
  return id ? t(`challans.parts.${id}`) : name;
}

type HeadId = "cgst" | "sgst" | "igst" | "cess" | "advance" | "self-assessment";

function describeStatus(challan: BookingChallan, t: TFunction<"booking">): string {
  switch (challan.status) {
    case "to-pay":
      return challan.overdue
        ? t("challans.overdue", { day: challan.payBy })
        : t("challans.toPayBy", { day: challan.payBy });
    case "reported":
      return t("challans.reported", { day: String(challan.paidOn), cin: String(challan.cin) });
    case "paid":
      return t("challans.paid", { day: String(challan.paidOn), cin: String(challan.cin) });
    case "cancelled":
      return t("challans.cancelled");
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
  const { t } = useTranslation("booking");
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <h4 className="font-semibold text-slate-900">{t("challans.iHavePaid")}</h4>
      <input type="hidden" name="intent" value="challan-paid" />
      <input type="hidden" name="challanId" value={challan.id} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.cin}
        label={t("challans.cin")}
        hint={t("challans.cinHint", { name: challan.referenceName, reference: challan.reference })}
        autoComplete="off"
      />
      <div>
        <label htmlFor={fields.paidOn.id} className="block text-sm font-semibold text-slate-800">
          {t("challans.paidOn")}
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
      <SubmitButton pending={sending} pendingLabel={t("challans.sending")}>
        {t("challans.report")}
      </SubmitButton>
    </Form>
  );
}
