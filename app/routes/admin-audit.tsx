import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { AUDIT_EVENTS } from "#app/admin/lists.server.ts";
import { AUDIT_RETENTION_DAYS } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-audit";

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: AUDIT_EVENTS,
    failure: "Error fetching the audit trail",
    logAs: "listing the audit trail failed",
    extra: { keptDays: AUDIT_RETENTION_DAYS },
  });

const COLUMNS = ["Time (IST)", "Action", "Who", "Target", "Address"];
const WIDTHS = ["w-[16%]", "w-[16%]", "w-[22%]", "w-[32%]", "w-[14%]"];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { query, rows, total, keptDays, error } = loaderData;
  return (
    <AdminListPage
      title="Audit trail"
      path="/admin-audit"
      intro={`Sign-ins, refused access and admin actions, kept for ${keptDays} days.`}
      searchPlaceholder="Action, email, target or address"
      error={error}
      caption="Audit events, newest first"
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
          <Cell label="Action">
            <Truncated text={row.action} />
          </Cell>
          <Cell label="Who">
            <Truncated text={row.actorEmail ?? "a visitor"} />
          </Cell>
          <Cell label="Target">
            <Truncated text={row.target} />
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
    ...getPageMeta(args, { title: "Admin: audit trail", description: "Sign-ins and admin actions." }),
    { name: "robots", content: "noindex" },
  ];
}
