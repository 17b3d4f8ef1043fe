// The client booking page's boxes on where the booking stands: the firm's
// invoices for it and the timeline of its stages.
import { Link } from "react-router";
import type { ClientBooking } from "#app/bookings/booking-page.server.ts";
import { FoldingBox } from "#app/components/box.tsx";

/** The firm's invoices for this booking (issue 23): what is owed, paid or cancelled, each opening its page. */
export function Invoices({ booking }: { booking: ClientBooking }) {
  if (booking.invoices.length === 0) return null;
  const unpaid = booking.invoices.filter((invoice) => invoice.status === "unpaid").length;
  const notes = booking.invoices.filter((invoice) => invoice.kind === "credit-note").length;
  const bills = [
    countOf(booking.invoices.length - notes, "invoice", "invoices"),
    notes > 0 ? countOf(notes, "credit note", "credit notes") : null,
  ].filter(Boolean);
  return (
    <FoldingBox
      name="invoices"
      title="Invoices"
      open={false}
      summary={`${bills.join(" and ")}${unpaid > 0 ? `, ${unpaid} unpaid` : ""}.`}
    >
      <ul className="space-y-2 text-sm">
        {booking.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2">
            <Link
              to={`/bookings/${encodeURIComponent(booking.bookingId)}/invoices/${invoice.id}`}
              className="font-semibold text-brand-700 underline"
            >
              {invoice.kind === "credit-note" ? "Credit note" : "Invoice"}{" "}
              <span className="font-mono">{invoice.number}</span>
            </Link>
            <span className="text-slate-700">
              {invoice.issuedOn} · {invoice.total} ·{" "}
              <strong className={invoice.status === "unpaid" ? "text-amber-800" : "text-slate-800"}>
                {invoice.status === "unpaid" ? `Unpaid: pay ${invoice.balance}` : invoice.statusText}
              </strong>
            </span>
          </li>
        ))}
      </ul>
    </FoldingBox>
  );
}

export function Timeline({ timeline }: { timeline: ClientBooking["timeline"] }) {
  const now = timeline.find((step) => step.current);
  return (
    <FoldingBox
      name="timeline"
      title="Where your work stands"
      open={false}
      summary={now ? `Now: ${now.stage}. ${now.meaning}` : null}
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
              {step.stage}
              {step.current ? <span className="ml-2 text-xs font-medium text-brand-700">Now</span> : null}
            </p>
            <p className="text-sm text-slate-600">{step.at ?? (step.reached ? "" : "Not yet")}</p>
            {step.reached ? <p className="text-sm text-slate-700">{step.meaning}</p> : null}
          </li>
        ))}
      </ol>
    </FoldingBox>
  );
}

const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
