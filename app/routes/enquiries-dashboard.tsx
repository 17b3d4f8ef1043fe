import { changeEnquiryStatus } from "#app/admin/enquiry-status.server.ts";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { listEnquiries } from "#app/admin/lists.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { EnquiryRow } from "#app/components/enquiry-status-form.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/enquiries-dashboard";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: listEnquiries,
    failure: "Error fetching enquiries",
    logAs: "listing enquiries failed",
  });

export const action = ({ request, context }: Route.ActionArgs) =>
  changeEnquiryStatus(request, context.clientAddress, "enquiry");

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  catchNetworkFailure(serverAction, (message) => ({ error: message }));

export const shouldRevalidate = shouldRevalidateUnlessOffline;

const COLUMNS = ["Name", "Phone", "Email", "Service", "Message", "Created At", "Status"];
const WIDTHS = ["w-[14%]", "w-[12%]", "w-[17%]", "w-[10%]", "w-[20%]", "w-[12%]", "w-[15%]"];

export default function EnquiriesDashboard({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, error } = loaderData;
  return (
    <AdminListPage
      title="Enquiries"
      path="/enquiries-dashboard"
      searchPlaceholder="Name, email or phone"
      exportHref="/enquiries-dashboard.csv"
      error={error}
      caption="Enquiries, newest first"
      columns={COLUMNS}
      widths={WIDTHS}
      page={query.page}
      total={total}
    >
      {rows.map((row) => (
        <EnquiryRow key={row.id} action="/enquiries-dashboard" row={row}>
          <Cell label="Service">
            <Truncated text={SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service} />
          </Cell>
          <Cell label="Message">
            <Truncated text={row.message} />
          </Cell>
        </EnquiryRow>
      ))}
    </AdminListPage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: enquiries", description: "All enquiries." }),
    { name: "robots", content: "noindex" },
  ];
}
