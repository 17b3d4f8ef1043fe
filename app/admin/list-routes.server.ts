// What every admin list route does around its list (app/admin/lists.server.ts):
// admins only, the query string through the list's schema, never kept by a
// cache, a failure logged and said on the page, an export audited and
// streamed by key.
import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { csvResponse } from "#app/admin/csv.server.ts";
import type { ListQuery } from "#app/admin/list-query.ts";
import { type AnyList, everyRow, type ListQueryOf, type ListRowOf, listPage } from "#app/admin/lists.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { readQuery } from "#app/forms.server.ts";
import { logger } from "#app/logger.server.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

/** A list page's loader: one page of `list` for the URL's query, or the spec's error message. */
export async function loadAdminList<List extends AnyList, More extends object = object, Extra extends object = object>(
  request: Request,
  options: {
    list: List;
    /** The message on the page (the spec's 'Error fetching …'). */
    failure: string;
    /** What the log says failed. */
    logAs: string;
    /** More for the page, read with the list and failing with it (absent then). */
    more?: (adminId: string) => Promise<More>;
    /** More for the page, the same whether the list loaded or not (read after the admin check). */
    extra?: Extra | (() => Promise<Extra>);
  },
) {
  const admin = await requireAdmin(request);
  const list: AnyList = options.list;
  const query: ListQuery & ListQueryOf<List> = readQuery(request, list.query);
  const extra = typeof options.extra === "function" ? await options.extra() : (options.extra ?? ({} as Extra));
  try {
    const [{ rows, total }, more] = await Promise.all([
      listPage(list, { ...(query as ListQuery), adminId: admin.id }),
      options.more?.(admin.id) ?? ({} as More),
    ]);
    const page = { query, rows: rows as ListRowOf<List>[], total, ...extra, ...more };
    return data({ ...page, error: null as string | null }, { headers: NOT_STORED });
  } catch (error) {
    // The details go to the log, never to the page.
    logger.error({ err: error }, options.logAs);
    const page = { query, rows: [] as ListRowOf<List>[], total: 0, ...extra, ...({} as Partial<More>) };
    return data({ ...page, error: options.failure as string | null }, { headers: NOT_STORED });
  }
}

/** Any export's start: admins only, the export recorded in the audit trail. */
export async function startExport(request: Request, clientAddress: string) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  await recordAudit({ action: "csv-export", actor: admin, target: `${url.pathname}${url.search}`, clientAddress });
  return admin;
}

/** A list's CSV export's start: `startExport`, then the list's query. */
export async function startCsvExport<List extends AnyList>(
  request: Request,
  clientAddress: string,
  list: List,
): Promise<ListQueryOf<List> & { adminId: string }> {
  const admin = await startExport(request, clientAddress);
  return { ...readQuery(request, list.query), adminId: admin.id };
}

/** Every row of `list` for `query` as a CSV download, a row's cells by `cells`. */
export function listCsv<List extends AnyList>(
  list: List,
  query: Pick<ListQuery, "q"> & Partial<ListQueryOf<List>> & { adminId: string; ids?: string[] },
  csv: { fileName: string; header: string[]; cells: (row: ListRowOf<List>) => unknown[] },
): Response {
  async function* rows() {
    for await (const row of everyRow(list as AnyList, query)) yield csv.cells(row);
  }
  return csvResponse(csv.fileName, csv.header, rows());
}
