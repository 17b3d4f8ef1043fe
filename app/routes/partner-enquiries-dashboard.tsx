import { changeEnquiryStatus } from "#app/admin/enquiry-status.server.ts";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { listPartners } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { EnquiryRow } from "#app/components/enquiry-status-form.tsx";
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
  return (
    <AdminListPage
      title="Partner Enquiries"
      path="/partner-enquiries-dashboard"
      searchPlaceholder="Name, email or phone"
      exportHref="/partner-enquiries-dashboard.csv"
      error={error}
      caption="Partner enquiries, newest first"
      columns={COLUMNS}
      widths={WIDTHS}
      page={query.page}
      total={total}
    >
      {rows.map((row) => (
        <EnquiryRow key={row.id} action="/partner-enquiries-dashboard" row={row}>
          <Cell label="Address">
            <Truncated text={row.address} />
          </Cell>
          <Cell label="Firm Details">
            <Truncated text={row.firmDetails} />
          </Cell>
        </EnquiryRow>
      ))}
    </AdminListPage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: partner enquiries", description: "All partner enquiries." }),
    { name: "robots", content: "noindex" },
  ];
}
