import { Link } from "react-router";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { CLIENTS } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-clients";

// The clients the firm keeps (issue 37.1): who they are, what is open, what they owe.
export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: CLIENTS,
    failure: "Error fetching clients",
    logAs: "listing clients failed",
  });

const CLIENT_COLUMNS = [
  "Name",
  "Email / phone",
  "PAN",
  "GSTINs",
  "Language",
  "Open work",
  "Outstanding",
  "Last contact",
];
const WIDTHS = ["w-[15%]", "w-[19%]", "w-[10%]", "w-[15%]", "w-[7%]", "w-[7%]", "w-[11%]", "w-[16%]"];

export default function AdminClients({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, error } = loaderData;
  return (
    <AdminListPage
      title="Clients"
      path="/admin-clients"
      intro="Everyone the firm works for: made from their bookings, added by hand or imported from your list."
      searchPlaceholder="Name, email, phone or PAN"
      exportHref="/admin-clients.csv"
      aside={
        <div className="flex flex-wrap gap-2">
          <Link to="/admin-clients/new" className="btn-secondary md:min-h-0 md:py-1.5">
            Add a client
          </Link>
          <Link to="/admin-clients/import" className="btn-secondary md:min-h-0 md:py-1.5">
            Import from CSV
          </Link>
        </div>
      }
      error={error}
      caption="Clients, newest first"
      columns={CLIENT_COLUMNS}
      widths={WIDTHS}
      page={query.page}
      total={total}
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top">
          <Cell label="Name">
            <Link to={`/admin-clients/${row.id}`} className="text-brand-700 underline">
              {row.name}
            </Link>
          </Cell>
          <Cell label="Email / phone" className="break-all">
            <Truncated text={row.email} />
            <span className="block text-xs text-slate-600">{row.phone}</span>
          </Cell>
          <Cell label="PAN" className="font-mono text-xs">
            {row.pan}
          </Cell>
          <Cell label="GSTINs" className="font-mono text-xs break-all">
            {row.gstins.join(", ")}
          </Cell>
          <Cell label="Language" className="text-xs">
            {row.language}
          </Cell>
          <Cell label="Open work">{row.openWork}</Cell>
          <Cell label="Outstanding">{row.outstanding}</Cell>
          <Cell label="Last contact" className="text-xs">
            {row.lastContact || "None yet"}
          </Cell>
        </tr>
      ))}
    </AdminListPage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Clients", description: "The firm's clients." }),
    { name: "robots", content: "noindex" },
  ];
}
