import type { ReactNode } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { PAGE_SIZE } from "#app/admin/list-query.ts";
import { DataTable, LoadError } from "#app/components/data-table.tsx";

/** Search box (and optional extra controls) as a GET form: filters live in the URL. */
export function ListSearch({ placeholder, children }: { placeholder: string; children?: ReactNode }) {
  const [searchParams] = useSearchParams();
  return (
    <Form method="get" className="flex flex-wrap items-center gap-3" role="search">
      {children}
      <div className="flex min-w-56 flex-1 items-center gap-2">
        <label htmlFor="q" className="text-sm font-semibold text-slate-800">
          Search
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={searchParams.get("q") ?? ""}
          placeholder={placeholder}
          className="block w-full rounded-lg border border-slate-300 px-3 py-1.5"
        />
      </div>
      <button type="submit" className="btn-primary md:min-h-0 md:py-1.5">
        Apply
      </button>
    </Form>
  );
}

/** A list's filter beside its search: a labelled choice whose value goes in the URL. */
export function ListFilter(props: { label: string; name: string; value: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={props.name} className="text-sm font-semibold text-slate-800">
        {props.label}
      </label>
      <select
        id={props.name}
        name={props.name}
        defaultValue={props.value}
        className="block rounded-lg border border-slate-300 bg-white px-3 py-1.5"
      >
        {props.children}
      </select>
    </div>
  );
}

export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const [searchParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("page", String(target));
    return `?${next}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>
        {total} {total === 1 ? "record" : "records"}, page {Math.min(page, pages)} of {pages}
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} className="btn-secondary px-3 py-1.5">
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={hrefFor(page + 1)} className="btn-secondary px-3 py-1.5">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

/** True while this dashboard's own data is being loaded again (filter, page). */
export function useListLoading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}

export function ExportLink({ href }: { href: string }) {
  const [searchParams] = useSearchParams();
  const filters = new URLSearchParams(searchParams);
  filters.delete("page");
  return (
    <a href={`${href}?${filters}`} className="btn-secondary md:min-h-0 md:py-1.5" download>
      Export CSV
    </a>
  );
}

/**
 * The frame of an admin list page: heading and navigation, the search (and
 * its CSV export), the load error, the table of `children` rows, the pages.
 */
export function AdminListPage(props: {
  title: string;
  /** The page's own address, for its loading state. */
  path: string;
  intro?: ReactNode;
  searchPlaceholder: string;
  exportHref?: string;
  /** Anything else beside the search (a list's own export form). */
  aside?: ReactNode;
  error: string | null;
  caption: string;
  columns: string[];
  widths: string[];
  page: number;
  total: number;
  children: ReactNode;
}) {
  const loading = useListLoading(props.path);
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-3 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{props.title}</h1>
      {props.intro ? <p className="mt-2 text-sm text-slate-600">{props.intro}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <ListSearch placeholder={props.searchPlaceholder} />
        {props.exportHref ? <ExportLink href={props.exportHref} /> : null}
        {props.aside}
      </div>
      <LoadError message={props.error} />
      <DataTable caption={props.caption} columns={props.columns} widths={props.widths} cards dimmed={loading}>
        {props.children}
      </DataTable>
      <Pagination page={props.page} total={props.total} pageSize={PAGE_SIZE} />
    </section>
  );
}
