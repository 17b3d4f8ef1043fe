import { Form, Link } from "react-router";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { INVOICES } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { getTodayInIndia } from "#app/format-date.ts";
import { getMonthBefore } from "#app/invoices/gstr1-offline.ts";
import { getOutstanding } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-invoices";

// Every invoice and credit note (issue 23), what clients owe, and the
// accountant's GSTR-1 export for a date range.
export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: INVOICES,
    failure: "Error fetching invoices",
    logAs: "listing invoices failed",
    extra: async () => {
      const outstanding = await getOutstanding();
      const today = getTodayInIndia();
      return {
        outstanding: { total: formatPaise(outstanding.totalPaise), invoices: outstanding.invoices },
        range: { from: `${today.slice(0, 8)}01`, to: today },
        // GSTR-1 is filed for the month (or quarter) just ended.
        lastMonth: getMonthBefore(today),
      };
    },
  });

const COLUMNS = ["Number", "Date", "Client", "Booking", "Total", "Status"];
const WIDTHS = ["w-[20%]", "w-[12%]", "w-[24%]", "w-[18%]", "w-[12%]", "w-[14%]"];

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, outstanding, range, lastMonth, error } = loaderData;
  return (
    <AdminListPage
      title="Invoices"
      path="/admin-invoices"
      intro={
        <>
          Outstanding: <strong>{outstanding.total}</strong> on {outstanding.invoices}{" "}
          {outstanding.invoices === 1 ? "invoice" : "invoices"} (unpaid, or reported and being checked). Invoices are
          issued from a booking's page.
        </>
      }
      searchPlaceholder="Number, booking id, client or GSTIN"
      error={error}
      caption="Invoices and credit notes, newest first"
      columns={COLUMNS}
      widths={WIDTHS}
      page={query.page}
      total={total}
      aside={
        <div className="flex flex-wrap items-end gap-4">
          <ExportForm from={range.from} to={range.to} />
          <OfflineToolForm month={lastMonth} />
        </div>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top">
          <Cell label="Number" className="font-mono text-xs break-all">
            <a href={`/admin/invoices/${row.id}/pdf`} className="text-brand-700 underline">
              {row.kind === "credit-note" ? "Credit note " : ""}
              {row.number}
            </a>
          </Cell>
          <Cell label="Date" className="text-xs">
            {row.issuedOn}
          </Cell>
          <Cell label="Client">
            <Truncated text={`${row.client}${row.gstin ? ` (${row.gstin})` : ""}`} />
          </Cell>
          <Cell label="Booking" className="font-mono text-xs break-all">
            <Link to={`/admin-dashboard/${encodeURIComponent(row.bookingId)}`} className="text-brand-700 underline">
              {row.bookingId}
            </Link>
          </Cell>
          <Cell label="Total">{row.total}</Cell>
          <Cell label="Status" className="text-xs">
            {row.status}
          </Cell>
        </tr>
      ))}
    </AdminListPage>
  );
}

/** The GSTR-1 export: a GET form, so the download is a plain link the browser saves. */
function ExportForm({ from, to }: { from: string; to: string }) {
  return (
    <Form method="get" action="/admin-invoices.csv" reloadDocument className="flex flex-wrap items-end gap-2">
      <DayInput id="export-from" name="from" type="date" label="From" value={from} />
      <DayInput id="export-to" name="to" type="date" label="To" value={to} />
      <button type="submit" className="btn-secondary">
        Export for GSTR-1 (CSV)
      </button>
    </Form>
  );
}

/** GSTR-1 for the GST Offline Tool: a month, or the QRMP quarter it falls in, one CSV per section in a ZIP. */
function OfflineToolForm({ month }: { month: string }) {
  return (
    <Form method="get" action="/admin-gstr1.zip" reloadDocument className="flex flex-wrap items-end gap-2">
      <DayInput id="gstr1-month" name="month" type="month" label="Month" value={month} />
      <div>
        <label htmlFor="gstr1-span" className="block text-sm font-semibold text-slate-800">
          Period
        </label>
        <select
          id="gstr1-span"
          name="span"
          defaultValue="month"
          className="rounded-lg border border-slate-300 px-2 py-1.5"
        >
          <option value="month">That month</option>
          <option value="quarter">Its quarter (QRMP)</option>
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        GSTR-1 for the offline tool (ZIP)
      </button>
    </Form>
  );
}

/** A required day or month of an export, labelled. */
function DayInput({
  id,
  name,
  type,
  label,
  value,
}: {
  id: string;
  name: string;
  type: "date" | "month";
  label: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        required
        defaultValue={value}
        className="rounded-lg border border-slate-300 px-2 py-1.5"
      />
    </div>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Invoices", description: "The firm's invoices, payments and GSTR-1 export." }),
    { name: "robots", content: "noindex" },
  ];
}
