// The client booking page's boxes on where the booking stands: the firm's
// invoices for it and the timeline of its stages.

import type { ClientBooking } from "#app/bookings/booking-page.server.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/** The firm's invoices for this booking (issue 23): what is owed, paid or cancelled, each opening its page. */
export function Invoices({ booking }: { booking: ClientBooking }) {
  const { t } = useTranslation("booking");
  if (booking.invoices.length === 0) return null;
  const unpaid = booking.invoices.filter((invoice) => invoice.status === "unpaid").length;
  const notes = booking.invoices.filter((invoice) => invoice.kind === "credit-note").length;
  const bills = [
    t("invoices.invoices", { count: booking.invoices.length - notes }),
    notes > 0 ? t("invoices.notes", { count: notes }) : null,
  ].filter(Boolean);
  return (
    <FoldingBox
      name="invoices"
      title={t("invoices.heading")}
      open={false}
      summary={t("invoices.summary", {
        bills: bills.join(t("invoices.and")),
        unpaid: unpaid > 0 ? t("invoices.unpaid", { count: unpaid }) : "",
      })}
    >
      <ul className="space-y-2 text-sm">
        {booking.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/bookings/${encodeURIComponent(booking.bookingId)}/invoices/${invoice.id}`}
              className="font-semibold text-brand-700 underline"
            >
              {invoice.kind === "credit-note" ? t("invoices.creditNote") : t("invoices.invoice")}{" "}
              <span className="font-mono">{invoice.number}</span>
            </Link>
            <span className="text-slate-700">
              {invoice.issuedOn} · {invoice.total} ·{" "}
              <strong className={invoice.status === "unpaid" ? "text-amber-800" : "text-slate-800"}>
                {invoice.status === "unpaid"
                  ? t("invoices.payUnpaid", { amount: invoice.balance })
                  : invoice.statusText}
              </strong>
            </span>
          </li>
        ))}
      </ul>
    </FoldingBox>
  );
}

export function Timeline({ timeline }: { timeline: ClientBooking["timeline"] }) {
  const { t } = useTranslation("booking");
  const now = timeline.find((step) => step.current);
  return (
    <FoldingBox
      name="timeline"
      title={t("timeline.heading")}
      open={false}
      summary={
        now ? t("timeline.now", { stage: t(`stages.${now.stage}`), meaning: t(`stageMeanings.${now.stage}`) }) : null
      }
    >
      <ol className="ml-1.5 space-y-4 border-l-2 border-slate-200 pl-5">
        {timeline.map((step) => (
          <li key={step.stage} aria-current={step.current ? "step" : undefined} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[27px] size-3 rounded-full ${
                step.current ? "bg-brand-700 ring-4 ring-brand-100" : step.reached ? "bg-green-700" : "bg-slate-300"
              }`}
            />
            <p className={`font-semibold ${step.reached ? "text-slate-900" : "text-slate-500"}`}>
              {t(`stages.${step.stage}`)}
              {step.current ? (
                <span className="ml-2 text-xs font-medium text-brand-700">{t("timeline.nowBadge")}</span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">{step.at ?? (step.reached ? "" : t("timeline.notYet"))}</p>
            {step.reached ? <p className="text-sm text-slate-700">{t(`stageMeanings.${step.stage}`)}</p> : null}
          </li>
        ))}
      </ol>
    </FoldingBox>
  );
}
