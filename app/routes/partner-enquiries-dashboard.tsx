import { changeEnquiryStatus } from "#app/admin/enquiry-status.server.ts";
import { PAGE_SIZE } from "#app/admin/list-query.ts";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { listPartners } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminNav, ExportLink, ListSearch, Pagination, useListLoading } from "#app/components/admin-list.tsx";
import { Cell, DataTable, LoadError, Truncated } from "#app/components/data-table.tsx";
import { EnquiryStatusForm } from "#app/components/enquiry-status-form.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/partner-enquiries-dashboard";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: listPartners,
    failure: "Error fetching partners",
    logAs: "listing partner enquiries failed",
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  changeEnquiryStatus(request, context.clientAddress, "partner");

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ error: message }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

const COLUMNS = ["Name", "Phone", "Email", "Address", "Firm Details", "Created At", "Status"];
const WIDTHS = ["w-[13%]", "w-[12%]", "w-[16%]", "w-[14%]", "w-[18%]", "w-[12%]", "w-[15%]"];

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
      <DataTable caption="Partner enquiries, newest first" columns={COLUMNS} widths={WIDTHS} cards dimmed={loading}>
        {rows.map((row) => (
          <tr key={row.id} className="align-top">
            <Cell label="Name">
              <Truncated text={row.name} />
            </Cell>
            <Cell label="Phone" className="text-xs">
              {row.phone}
            </Cell>
            <Cell label="Email">
              <Truncated text={row.email} />
            </Cell>
            <Cell label="Address">
              <Truncated text={row.address} />
            </Cell>
            <Cell label="Firm Details">
              <Truncated text={row.firmDetails} />
            </Cell>
            <Cell label="Created At" className="text-xs">
              {row.createdAt}
            </Cell>
            <Cell label="Status">
              <EnquiryStatusForm action="/partner-enquiries-dashboard" id={row.id} status={row.status} who={row.name} />
            </Cell>
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
