import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { CopyButton } from "#app/components/copy-button.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending, useSettledAnswer } from "#app/form-answer.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";
import { ReportPaymentSchema } from "#app/invoices/invoice-schema.ts";
import { handleClientInvoiceAction, loadClientInvoice } from "#app/routes/client-invoice.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/client-invoice";

export const handle = { i18n: ["booking"] } satisfies I18nHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadClientInvoice(request, params.bookingId, params.invoiceId);
}

export function action({ request, params }: Route.ActionArgs) {
  return handleClientInvoiceAction(request, params.bookingId);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

type Invoice = Route.ComponentProps["loaderData"]["invoice"];

const BOX = "rounded-xl border border-slate-200 bg-white p-5";

const STATUS_STYLES: Record<string, string> = {
  unpaid: "bg-amber-100 text-amber-900",
  "payment-reported": "bg-sky-100 text-sky-900",
  paid: "bg-green-100 text-green-900",
};

export default function ClientInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const { t } = useTranslation("booking");
  const title = invoice.kind === "credit-note" ? t("invoice.creditNote") : t("invoice.taxInvoice");
  return (
    <section className="container-page max-w-3xl space-y-6 py-10 [overflow-wrap:anywhere]">
      <header>
        <p className="text-sm">
          <Link
            to={`/bookings/${encodeURIComponent(invoice.bookingId)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("invoice.booking", { id: invoice.bookingId })}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
          {title} <span className="font-mono whitespace-nowrap">{invoice.number}</span>
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span
            className={`rounded-full px-2.5 py-1 text-xs font-semibold ${STATUS_STYLES[invoice.status] ?? "bg-slate-200 text-slate-800"}`}
          >
            {invoice.statusText}
          </span>
          <span>{t("invoice.issued", { day: invoice.issuedOn })}</span>
          <span className="font-semibold">{invoice.totals.total}</span>
          <a
            href={`/bookings/${encodeURIComponent(invoice.bookingId)}/invoices/${invoice.id}/pdf`}
            className="font-semibold text-brand-700 underline"
          >
            {t("invoice.pdf")}
          </a>
        </div>
      </header>

      {invoice.status === "payment-reported" ? (
        <p role="status" className="rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-900">
          {actionData?.notice ?? t("invoice.reported")}
        </p>
      ) : invoice.upi ? (
        <PayByUpi invoice={invoice} upi={invoice.upi} actionData={actionData} />
      ) : null}
      <Payments payments={invoice.payments} />
      <InvoiceDetails invoice={invoice} />
    </section>
  );
}

function PayByUpi({
  invoice,
  upi,
  actionData,
}: {
  invoice: Invoice;
  upi: NonNullable<Invoice["upi"]>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const [form, fields] = useForm({
    id: "report-payment",
    lastResult: useSettledAnswer(actionData)?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReportPaymentSchema }),
    shouldRevalidate: "onInput",
  });
  const { t } = useTranslation("booking");
  return (
    <section aria-labelledby="pay-heading" className={BOX}>
      <h2 id="pay-heading" className="text-lg font-semibold text-brand-900">
        {t("invoice.payByUpi", { amount: upi.amount })}
      </h2>
      {/* On a phone the app opens from here (a phone cannot scan its own screen): the button first, then the code for another phone, then the id to paste. */}
      <a href={upi.link} className="btn-primary mt-3 flex w-full justify-center px-4 py-3 sm:hidden">
        {t("invoice.payWithApp")}
      </a>
      <div className="mt-4 flex flex-col gap-4 sm:mt-3 sm:flex-row sm:items-start">
        <div
          className="mx-auto w-56 shrink-0 sm:mx-0"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server drew with qrcode from the invoice's own UPI link
          dangerouslySetInnerHTML={{ __html: upi.qr }}
        />
        <div className="space-y-3 text-sm text-slate-800">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span>
              {t("invoice.upiId")} <strong className="font-mono text-base select-all">{upi.vpa}</strong>
            </span>
            <CopyButton text={upi.vpa} label={t("invoice.copyUpiId")} />
          </p>
          <p>
            <Tagged message={t("invoice.scan", { number: invoice.number })} components={[<strong key="number" />]} />
          </p>
          <p>{t("invoice.utrHelp")}</p>
        </div>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="report-payment" />
        <input type="hidden" name="invoiceId" value={invoice.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <label htmlFor={fields.utr.id} className="block text-sm font-semibold">
          {t("invoice.utr")}
        </label>
        <input
          {...getInputProps(fields.utr, { type: "text" })}
          key={fields.utr.key}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          placeholder={t("invoice.utrPlaceholder")}
          className="block w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2 font-mono text-base aria-[invalid=true]:border-red-600"
        />
        {fields.utr.errors ? (
          <p id={fields.utr.errorId} className="text-sm text-red-700">
            {fields.utr.errors[0]}
          </p>
        ) : null}
        <SubmitButton pending={usePending()}>{t("invoice.iHavePaid")}</SubmitButton>
      </Form>
    </section>
  );
}

function Payments({ payments }: { payments: Invoice["payments"] }) {
  const { t } = useTranslation("booking");
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="payments-heading" className={BOX}>
      <h2 id="payments-heading" className="text-lg font-semibold text-brand-900">
        {t("invoice.payments")}
      </h2>
      <ul className="mt-2 space-y-2 text-sm text-slate-800">
        {payments.map((payment) => (
          <li key={payment.id}>
            {t("invoice.paymentBy", { amount: payment.amount, method: payment.method })}
            {payment.reference ? (
              <>
                {" "}
                (<span className="font-mono">{payment.reference}</span>)
              </>
            ) : null}
            : <strong>{t(`invoice.paymentStates.${payment.status}`)}</strong>
            {payment.status === "rejected" && payment.note ? `: ${payment.note}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation("booking");
  return (
    <section aria-labelledby="details-heading" className={`${BOX} text-sm text-slate-800`}>
      <h2 id="details-heading" className="text-lg font-semibold text-brand-900">
        {t("invoice.details")}
      </h2>
      {invoice.corrects ? (
        <p className="mt-2">
          <Tagged
            message={t("invoice.cancels", {
              number: invoice.corrects.number,
              day: invoice.corrects.issuedOn,
              reason: invoice.reason,
            })}
            components={[<strong key="number" className="font-mono" />]}
          />
        </p>
      ) : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t("invoice.from")}</h3>
          <p>{invoice.supplier.name}</p>
          <p className="whitespace-pre-line">{invoice.supplier.address}</p>
          <p>GSTIN {invoice.supplier.gstin}</p>
          <p>
            {invoice.supplier.state.name} ({invoice.supplier.state.code})
          </p>
        </div>
        <div>
          <h3 className="font-semibold">{t("invoice.billedTo")}</h3>
          <p>{invoice.recipient.name}</p>
          {invoice.recipient.address ? <p className="whitespace-pre-line">{invoice.recipient.address}</p> : null}
          <p>{invoice.recipient.gstin ? `GSTIN ${invoice.recipient.gstin}` : t("invoice.unregistered")}</p>
          <p>{t("invoice.placeOfSupply", { name: invoice.placeOfSupply.name, code: invoice.placeOfSupply.code })}</p>
          <p>{t("invoice.reverseCharge")}</p>
        </div>
      </div>
      <ol className="mt-4 space-y-3">
        {invoice.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an issued invoice's lines never change or reorder
          <li key={index} className="rounded-lg bg-slate-50 p-3">
            <p className="font-semibold">
              {line.description} × {line.quantity}
            </p>
            <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5">
              <dt>SAC</dt>
              <dd className="text-right">{line.sac}</dd>
              <dt>{t("invoice.pricePerUnit")}</dt>
              <dd className="text-right">{line.unit}</dd>
              <dt>{t("invoice.taxableValue")}</dt>
              <dd className="text-right">{line.taxable}</dd>
              {invoice.intraState ? (
                <>
                  <dt>CGST {line.halfRate}%</dt>
                  <dd className="text-right">{line.cgst}</dd>
                  <dt>SGST {line.halfRate}%</dt>
                  <dd className="text-right">{line.sgst}</dd>
                </>
              ) : (
                <>
                  <dt>IGST {line.rate}%</dt>
                  <dd className="text-right">{line.igst}</dd>
                </>
              )}
              <dt className="font-semibold">{t("invoice.total")}</dt>
              <dd className="text-right font-semibold">{line.total}</dd>
            </dl>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 border-t border-slate-200 pt-3">
        <dt>{t("invoice.taxableValue")}</dt>
        <dd className="text-right">{invoice.totals.taxable}</dd>
        {invoice.intraState ? (
          <>
            <dt>CGST</dt>
            <dd className="text-right">{invoice.totals.cgst}</dd>
            <dt>SGST</dt>
            <dd className="text-right">{invoice.totals.sgst}</dd>
          </>
        ) : (
          <>
            <dt>IGST</dt>
            <dd className="text-right">{invoice.totals.igst}</dd>
          </>
        )}
        <dt className="text-base font-bold">{t("invoice.total")}</dt>
        <dd className="text-right text-base font-bold">{invoice.totals.total}</dd>
      </dl>
      {/* The amount in words is English's, as on the invoice itself (the PDF); the other languages read the figures. */}
      {i18n.language === "en" ? <p className="mt-2 text-slate-700">{invoice.totals.words}</p> : null}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(
      args,
      args.loaderData?.meta ?? {
        title: "Your invoice",
        description: "An invoice for your booking, and how to pay it.",
      },
    ),
    { name: "robots", content: "noindex" },
  ];
}
