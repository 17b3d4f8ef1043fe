import { useFetcher, useSearchParams } from "react-router";
import { AdminListPage } from "#app/components/admin-list.tsx";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import {
  ENQUIRY_LIST_PAGES,
  type EnquiryKind,
  type EnquiryListRow,
  enquiryColumns,
} from "#app/enquiries/enquiry-lists.ts";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "#app/enquiries/enquiry-status.ts";
import { type FormAnswer, failureOf, useFailureToast } from "#app/form-answer.ts";

/** The small form in an enquiry's row: its status (New, Contacted, Closed) and Save. */
function EnquiryStatusForm(props: { action: string; id: number; status: EnquiryStatus; who: string }) {
  const { action, id, status, who } = props;
  const fetcher = useFetcher<FormAnswer>({ key: `status-${action}-${id}` });
  const [searchParams] = useSearchParams();
  useFailureToast(fetcher.state === "idle" ? failureOf(fetcher.data) : null);
  const shown = (fetcher.formData?.get("status") as EnquiryStatus | null) ?? status;
  const selectId = `status-${id}`;
  return (
    <fetcher.Form method="post" action={`${action}?${searchParams}`} className="flex flex-wrap items-center gap-1">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={selectId} className="sr-only">
        Status of {who}'s enquiry
      </label>
      <select
        id={selectId}
        name="status"
        defaultValue={shown}
        key={status}
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs"
      >
        {ENQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <button type="submit" disabled={fetcher.state !== "idle"} className="btn-secondary px-2 py-1 text-xs">
        Save<span className="sr-only"> the status of {who}'s enquiry</span>
      </button>
    </fetcher.Form>
  );
}

/**
 * The staff's list of enquiries or of partner enquiries: who sent each, the
 * columns of its kind, when, and its status form.
 */
export function EnquiryListPage<Kind extends EnquiryKind>(props: {
  kind: Kind;
  query: { page: number };
  rows: EnquiryListRow<Kind>[];
  total: number;
  error: string | null;
}) {
  const list = ENQUIRY_LIST_PAGES[props.kind];
  return (
    <AdminListPage
      title={list.title}
      path={list.path}
      searchPlaceholder="Name, email or phone"
      exportHref={`${list.path}.csv`}
      error={props.error}
      caption={list.caption}
      columns={[...enquiryColumns(list), "Status"]}
      widths={list.widths}
      page={props.query.page}
      total={props.total}
    >
      {props.rows.map((row) => (
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
          {list.own.map((column) => (
            <Cell key={column.label} label={column.label}>
              <Truncated text={column.text(row)} />
            </Cell>
          ))}
          <Cell label="Created At" className="text-xs">
            {row.createdAt}
          </Cell>
          <Cell label="Status">
            <EnquiryStatusForm action={list.path} id={row.id} status={row.status} who={row.name} />
          </Cell>
        </tr>
      ))}
    </AdminListPage>
  );
}
