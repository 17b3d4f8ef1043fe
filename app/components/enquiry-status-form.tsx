import { type ReactNode, useEffect } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { Cell, Truncated } from "#app/components/data-table.tsx";
import { showToast } from "#app/components/toasts.tsx";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "#app/enquiries/enquiry-status.ts";

/** The small form in an enquiry's row: its status (New, Contacted, Closed) and Save. */
function EnquiryStatusForm(props: { action: string; id: number; status: EnquiryStatus; who: string }) {
  const { action, id, status, who } = props;
  const fetcher = useFetcher<{ error: string | null }>({ key: `status-${action}-${id}` });
  const [searchParams] = useSearchParams();
  const failure = fetcher.state === "idle" ? fetcher.data?.error : null;
  useEffect(() => {
    if (failure) showToast("error", failure);
  }, [failure]);
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
 * A row of the enquiry or partner table: who sent it, the columns of its
 * kind (`children`), when, and its status form.
 */
export function EnquiryRow(props: {
  action: string;
  row: { id: number; name: string; phone: string; email: string; createdAt: string; status: EnquiryStatus };
  children: ReactNode;
}) {
  const { action, row } = props;
  return (
    <tr className="align-top">
      <Cell label="Name">
        <Truncated text={row.name} />
      </Cell>
      <Cell label="Phone" className="text-xs">
        {row.phone}
      </Cell>
      <Cell label="Email">
        <Truncated text={row.email} />
      </Cell>
      {props.children}
      <Cell label="Created At" className="text-xs">
        {row.createdAt}
      </Cell>
      <Cell label="Status">
        <EnquiryStatusForm action={action} id={row.id} status={row.status} who={row.name} />
      </Cell>
    </tr>
  );
}
