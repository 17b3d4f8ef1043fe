// What every admin list route does before its own part: admins only, the
// query string through its one schema (app/admin/list-query.ts), never kept
// by a cache, a failure logged and said on the page, an export audited.
import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { type ListQuery, ListQuerySchema } from "#app/admin/list-query.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

/** A list page's loader: one page of `list` for the URL's query, or the spec's error message. */
export async function loadAdminList<Row, Extra extends object = object>(
  request: Request,
  options: {
    list: (query: ListQuery) => Promise<{ rows: Row[]; total: number }>;
    /** The message on the page (the spec's 'Error fetching …'). */
    failure: string;
    /** What the log says failed. */
    logAs: string;
    /** More for the page, the same whether the list loaded or not (read after the admin check). */
    extra?: Extra | (() => Promise<Extra>);
  },
) {
  await requireAdmin(request);
  const query = readQuery(request, ListQuerySchema);
  const extra = typeof options.extra === "function" ? await options.extra() : (options.extra ?? ({} as Extra));
  try {
    const { rows, total } = await options.list(query);
    return data({ query, rows, total, ...extra, error: null as string | null }, { headers: NOT_STORED });
  } catch (error) {
    // The details go to the log, never to the page.
    logger.error({ err: error }, options.logAs);
    return data({ query, rows: [] as Row[], total: 0, ...extra, error: options.failure }, { headers: NOT_STORED });
  }
}

/** A CSV export's start: admins only, the export recorded in the audit trail, the list's query. */
export async function startCsvExport(
  request: Request,
  clientAddress: string,
): Promise<ListQuery & { adminId: string }> {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  await recordAudit({ action: "csv-export", actor: admin, target: `${url.pathname}${url.search}`, clientAddress });
  return { ...readQuery(request, ListQuerySchema), adminId: admin.id };
}
