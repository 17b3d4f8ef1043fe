import { Link } from "react-router";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { DOCUMENT_ACCESS } from "#app/admin/lists.server.ts";
import { listAdmins } from "#app/admin/staff-booking.server.ts";
import { AUDIT_RETENTION_DAYS } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-document-access";

// The document access log (issue 22.2): every opening of a client's
// document, by whom, when and from where; one staff member's by a click.
export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: DOCUMENT_ACCESS,
    failure: "Error fetching the document access log",
    logAs: "listing the document access log failed",
    extra: async () => ({ keptDays: AUDIT_RETENTION_DAYS, admins: await listAdmins() }),
  });

const COLUMNS = ["Time (IST)", "Who", "Booking", "Document", "Address"];
const WIDTHS = ["w-[16%]", "w-[24%]", "w-[20%]", "w-[26%]", "w-[14%]"];

export default function AdminDocumentAccess({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, keptDays, admins, error } = loaderData;
  return (
    <AdminListPage
      title="Document access"
      path="/admin-document-access"
      intro={
        <>
          Every download of a client&apos;s document, by the firm or by the client, kept for at least {keptDays} days.
          Each staff member&apos;s:{" "}
          {admins.map((admin, index) => (
            <span key={admin.id}>
              {index > 0 ? ", " : ""}
              <Link to={`/admin-document-access?q=${encodeURIComponent(admin.email)}`} className="underline">
                {admin.name} ({admin.email})
              </Link>
            </span>
          ))}
          .
        </>
      }
      searchPlaceholder="Email, booking id or file name"
      error={error}
      caption="Document openings, newest first"
      columns={COLUMNS}
      widths={WIDTHS}
      page={query.page}
      total={total}
    >
      {rows.map((row) => (
        <tr key={row.id} className="align-top">
          <Cell label="Time (IST)" className="text-xs">
            {row.at}
          </Cell>
          <Cell label="Who">
            <Truncated text={`${row.actorEmail ?? "—"} (${row.actorRole === "admin" ? "firm" : "client"})`} />
          </Cell>
          <Cell label="Booking" className="font-mono text-xs break-all">
            <Link to={`/admin-dashboard/${encodeURIComponent(row.bookingId)}`} className="text-brand-700 underline">
              {row.bookingId}
            </Link>
          </Cell>
          <Cell label="Document">
            <Truncated text={row.fileName} />
          </Cell>
          <Cell label="Address" className="text-xs">
            <Truncated text={row.clientAddress} />
          </Cell>
        </tr>
      ))}
    </AdminListPage>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: document access", description: "Who opened which document." }),
    { name: "robots", content: "noindex" },
  ];
}
