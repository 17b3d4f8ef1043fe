import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { PAGE_SIZE, parseListQuery } from "#app/admin/list-query.ts";
import { listPartners } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminNav, ExportLink, ListSearch, Pagination, useListLoading } from "#app/components/admin-list.tsx";
import { DataTable, LoadError } from "#app/components/data-table.tsx";
import { logger } from "#app/logger.server.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/partner-enquiries-dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = parseListQuery(new URL(request.url));
  const headers = { "Cache-Control": "private, no-store" };
  try {
    return data({ query, ...(await listPartners(query)), error: null }, { headers });
  } catch (error) {
    logger.error({ err: error }, "listing partner enquiries failed");
    return data({ query, rows: [], total: 0, error: "Error fetching partners" }, { headers });
  }
}

const COLUMNS = ["Name", "Phone", "Email", "Address", "Firm Details", "Created At"];

export default function PartnerEnquiriesDashboard({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, error } = loaderData;
  const loading = useListLoading("/partner-enquiries-dashboard");
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">Partner Enquiries</h1>
        <AdminNav />
      </div>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <ListSearch placeholder="Name, email or phone" />
        <ExportLink href="/partner-enquiries-dashboard.csv" />
      </div>
      <LoadError message={error} />
      <DataTable caption="Partner enquiries, newest first" columns={COLUMNS} dimmed={loading}>
        {rows.map((row) => (
          <tr key={row.id} className="align-top">
            <td className="px-3 py-3">{row.name}</td>
            <td className="px-3 py-3 whitespace-nowrap">{row.phone}</td>
            <td className="px-3 py-3 break-all">{row.email}</td>
            <td className="max-w-xs px-3 py-3 break-words whitespace-pre-line">{row.address}</td>
            <td className="max-w-md px-3 py-3 break-words whitespace-pre-line">{row.firmDetails}</td>
            <td className="px-3 py-3 whitespace-nowrap">{row.createdAt}</td>
          </tr>
        ))}
      </DataTable>
      <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: partner enquiries", description: "All partner enquiries." }),
    { name: "robots", content: "noindex" },
  ];
}
