import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { assignBookings, describeOutcome, moveBookings } from "#app/admin/bulk-actions.server.ts";
import { BulkAssignSchema, BulkMoveSchema, NOTHING_TICKED } from "#app/admin/bulk-schema.ts";
import { BOOKING_COLUMNS, BOOKING_VIEWS, type BookingView, PAGE_SIZE } from "#app/admin/list-query.ts";
import { loadAdminList } from "#app/admin/list-routes.server.ts";
import { type AdminBooking, BOOKINGS, closeBooking, countBookingViews } from "#app/admin/lists.server.ts";
import { listAdmins } from "#app/admin/staff-booking.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { BOOKING_STAGES } from "#app/bookings/stages.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { ExportLink, ListFilter, ListSearch, Pagination, useListLoading } from "#app/components/admin-list.tsx";
import { Cell, DataTable, LoadError, StatusBadge, Truncated } from "#app/components/data-table.tsx";
import { DueLabel } from "#app/components/due-label.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { type FormAnswer, failureOf, useFailureToast } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getOutstanding } from "#app/invoices/invoices.server.ts";
import { formatPaise } from "#app/invoices/money.ts";
import { getPageMeta } from "#app/seo.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-dashboard";

/** The spec's Mark as Closed, one booking at a time. */
const CloseBookingSchema = z.object({ intent: z.literal("close"), bookingId: z.string().trim().min(1) });

/** The page's actions: Mark as Closed, and the bulk form's assign and stage change (its export is a GET). */
const DashboardActionSchema = z.discriminatedUnion("intent", [CloseBookingSchema, BulkAssignSchema, BulkMoveSchema]);

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAdminList(request, {
    list: BOOKINGS,
    failure: "Error fetching records: the list could not be loaded. Please try again.",
    logAs: "listing bookings failed",
    more: async (adminId) => {
      const [counts, admins, outstanding] = await Promise.all([
        countBookingViews(adminId),
        listAdmins(),
        getOutstanding(),
      ]);
      return {
        counts,
        admins,
        outstanding: { total: formatPaise(outstanding.totalPaise), invoices: outstanding.invoices },
      };
    },
  });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: DashboardActionSchema });
  if (submission.status !== "success") {
    // The bulk form's messages say what to fix; anything else is no action of this page.
    const bulk = submission.payload.intent === "assign" || submission.payload.intent === "move";
    const message = Object.values(submission.error ?? {}).flat()[0];
    return reply(submission, { formError: bulk && message ? message : "Unknown action." });
  }
  const value = submission.value;
  const audit = (action: "booking-closed" | "booking-assigned" | "booking-stage-changed", target: string) =>
    recordAudit({ action, actor: admin, target, clientAddress: context.clientAddress });

  if (value.intent === "assign") {
    const ownerId = value.ownerId || null;
    const outcome = await assignBookings(value.booking, ownerId);
    if (outcome === "unknown-owner") return reply(submission, { formError: "Please choose one of the firm's admins." });
    for (const bookingId of outcome.changed)
      await audit("booking-assigned", `${bookingId}: owner ${ownerId ?? "none"} (bulk)`);
    const said = describeOutcome(outcome, ownerId ? "Assigned" : "Unassigned");
    return outcome.changed.length > 0
      ? reply(submission, { notice: said })
      : reply(submission, { formError: said, status: 409 });
  }
  if (value.intent === "move") {
    const outcome = await moveBookings(value.booking, value.stage, admin.id);
    for (const bookingId of outcome.changed)
      await audit("booking-stage-changed", `${bookingId}: ${value.stage} (bulk)`);
    const said = describeOutcome(outcome, `Moved to ${value.stage}`);
    const anything = outcome.changed.length + outcome.unchanged.length > 0;
    return anything ? reply(submission, { notice: said }) : reply(submission, { formError: said, status: 409 });
  }

  const { bookingId } = value;
  const outcome = await closeBooking(bookingId, admin);
  if (outcome === "closed") {
    await audit("booking-closed", bookingId);
    return reply(submission);
  }
  return outcome === "already-closed"
    ? reply(submission, { formError: `${bookingId} is already closed.`, status: 409 })
    : reply(submission, { formError: `${bookingId} does not exist.`, status: 404 });
}

// The spec's columns, then who does the work and when it is due (issue 36.4).
const COLUMNS = [...BOOKING_COLUMNS, "Owner", "Due", "Actions"];
// Every column inside 1280 px (issue 18.12), each row one line so that a
// season's queue shows at least 15 of them (issue 36.4); long text is cut
// short with the whole of it in a tooltip, on the booking's page and in the CSV.
// Actions keeps room for its one-line "Mark as Closed" (a wider button pushed the table 5 px past its frame).
const WIDTHS = [
  "w-[14%]",
  "w-[9%]",
  "w-[9%]",
  "w-[7%]",
  "w-[5%]",
  "w-[6%]",
  "w-[7%]",
  "w-[5%]",
  "w-[5%]",
  "w-[6%]",
  "w-[6%]",
  "w-[10%]",
  "w-[11%]",
];

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows: bookings, total, counts, admins, outstanding, error } = loaderData;
  const loading = useListLoading("/admin-dashboard");
  return (
    <section className="mx-auto w-full max-w-[100rem] px-4 py-3 sm:px-6">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold text-brand-900">Bookings</h1>
        {outstanding ? (
          <p className="text-sm text-slate-800">
            Outstanding: <strong>{outstanding.total}</strong> on {outstanding.invoices}{" "}
            {outstanding.invoices === 1 ? "invoice" : "invoices"} ·{" "}
            <Link to="/admin-invoices" className="font-semibold text-brand-700 underline">
              All invoices
            </Link>
          </p>
        ) : null}
      </div>
      <ViewLinks current={query.view} counts={counts ?? null} />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <ListSearch placeholder="Booking id, name, email or phone">
          {query.view === "all" ? null : <input type="hidden" name="view" value={query.view} />}
          <ListFilter label="Status" name="status" value={query.status}>
            <option value="all">All</option>
            <option value="closed">Closed</option>
            <option value="in-progress">In Progress</option>
          </ListFilter>
        </ListSearch>
        <ExportLink href="/admin-dashboard.csv" />
      </div>
      <BulkActions admins={admins ?? []} posted={actionData} />
      {loading ? (
        <p role="status" className="mt-6 text-slate-600">
          Loading bookings...
        </p>
      ) : null}
      <LoadError message={error} />
      <DataTable caption="Bookings, newest first" columns={COLUMNS} widths={WIDTHS} cards dimmed={loading}>
        {bookings.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length} className="px-3 py-8 text-center text-slate-600">
              No bookings match.
            </td>
          </tr>
        ) : (
          // A row changed by a bulk action is a new row: its tick goes, the refused ones keep theirs.
          bookings.map((booking) => <BookingRow key={`${booking.bookingId}:${booking.version}`} booking={booking} />)
        )}
      </DataTable>
      <Pagination page={query.page} total={total} pageSize={PAGE_SIZE} />
    </section>
  );
}

const BULK_FORM = "bulk";

/**
 * What to do with the ticked bookings (issue 21.9). The rows' checkboxes
 * belong to this form by its id. Without JavaScript it posts (or, for the
 * export, gets the CSV) like any form; with it, the posts go through a
 * fetcher and the list reloads.
 */
function BulkActions(props: {
  admins: { id: string; name: string; email: string }[];
  /** The answer to a post made without JavaScript. */
  posted: FormAnswer | undefined;
}) {
  const { admins, posted } = props;
  const fetcher = useFetcher<typeof action>({ key: BULK_FORM });
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [allTicked, setAllTicked] = useState(false);
  const [unticked, setUnticked] = useState(false);
  const [tickedCount, setTickedCount] = useState(0);
  const reply = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  const busy = fetcher.state !== "idle";
  const message = unticked ? NOTHING_TICKED : (failureOf(reply) ?? null);

  const boxes = () =>
    Array.from(form.current?.elements ?? []).filter(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === "booking",
    );
  const countTicked = () => setTickedCount(boxes().filter((box) => box.checked).length);

  useEffect(() => {
    if (reply?.notice) setAllTicked(false);
  }, [reply]);

  // The rows' boxes sit in the table, outside the form: their changes are heard on the document.
  useEffect(() => {
    const heard = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.form === form.current) countTicked();
    };
    document.addEventListener("change", heard);
    countTicked();
    return () => document.removeEventListener("change", heard);
  });

  function tickAll(ticked: boolean) {
    setAllTicked(ticked);
    for (const box of boxes()) box.checked = ticked;
    if (ticked) setUnticked(false);
    countTicked();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const formData = new FormData(event.currentTarget, submitter);
    const none = formData.getAll("booking").length === 0;
    setUnticked(none);
    if (none) return event.preventDefault();
    // The export is a download: the browser gets it as the form says.
    if (submitter?.getAttribute("formmethod") === "get") return;
    event.preventDefault();
    void fetcher.submit(formData, { method: "post", action: `/admin-dashboard?${searchParams}` });
  }

  return (
    <form
      id={BULK_FORM}
      ref={form}
      method="post"
      action={`/admin-dashboard?${searchParams}`}
      onSubmit={submit}
      aria-describedby="bulk-result"
      className="mt-2"
    >
      {hydrated ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={allTicked}
            onChange={(event) => tickAll(event.currentTarget.checked)}
            className="size-4 accent-brand-700"
          />
          Tick every booking on this page
        </label>
      ) : null}
      {/* Shown once a row is ticked (issue 36.4); without JavaScript nothing counts the ticks, so always. */}
      <fieldset
        hidden={hydrated && tickedCount === 0 && !message}
        className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
      >
        <legend className="text-sm font-semibold text-slate-800">
          With the ticked bookings{hydrated && tickedCount > 0 ? ` (${tickedCount})` : ""}
        </legend>
        <input type="hidden" name="selection" value="ticked" />
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <BulkChoice label="Assign to" name="ownerId" intent="assign" button="Assign" busy={busy}>
            <option value="">Nobody (unassigned)</option>
            {admins.map((admin) => (
              <option key={admin.id} value={admin.id}>
                {admin.name} ({admin.email})
              </option>
            ))}
          </BulkChoice>
          <BulkChoice label="Stage" name="stage" intent="move" button="Change stage" busy={busy}>
            <option value="" disabled>
              Choose a stage
            </option>
            {BOOKING_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stage}
              </option>
            ))}
          </BulkChoice>
          <button
            type="submit"
            formMethod="get"
            formAction="/admin-dashboard.csv"
            className="btn-secondary px-3 py-2 text-sm"
          >
            Export ticked as CSV
          </button>
        </div>
      </fieldset>
      <div id="bulk-result" aria-live="polite" className="mt-3 text-sm empty:hidden">
        {busy ? <p className="text-slate-600">Working on the ticked bookings…</p> : null}
        {!busy && message ? <p className="font-semibold text-red-700 [overflow-wrap:anywhere]">{message}</p> : null}
        {!busy && !message && reply?.notice ? (
          <p className="text-green-800 [overflow-wrap:anywhere]">{reply.notice}</p>
        ) : null}
      </div>
    </form>
  );
}

/** A choice and the button that applies it to the ticked bookings. */
function BulkChoice(props: {
  label: string;
  name: string;
  intent: string;
  button: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="text-sm font-semibold text-slate-800">
        {props.label}
        <select
          name={props.name}
          defaultValue=""
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm sm:w-56"
        >
          {props.children}
        </select>
      </label>
      <button
        type="submit"
        name="intent"
        value={props.intent}
        disabled={props.busy}
        className="btn-secondary px-3 py-2 text-sm"
      >
        {props.button}
      </button>
    </div>
  );
}

/** The staff's views, each with how many bookings it holds; the spec's table is 'All bookings'. */
function ViewLinks({ current, counts }: { current: BookingView; counts: Record<BookingView, number> | null }) {
  return (
    <nav aria-label="Views" className="mt-2">
      {/* One line, scrolling sideways when the views outgrow it: the queue's rows keep the screen (issue 36.4). */}
      <ul className="flex gap-1 overflow-x-auto pb-1 whitespace-nowrap">
        {(Object.entries(BOOKING_VIEWS) as [BookingView, string][]).map(([view, label]) => (
          <li key={view}>
            <Link
              to={view === "all" ? "/admin-dashboard" : `/admin-dashboard?view=${view}`}
              aria-current={view === current ? "page" : undefined}
              className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${
                view === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-brand-800"
              } ${view === "overdue" && counts?.overdue ? "ring-2 ring-red-300" : ""}`}
            >
              {label}
              {counts ? ` (${counts[view]})` : ""}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BookingRow({ booking }: { booking: AdminBooking }) {
  const fetcher = useFetcher<typeof action>({ key: `close-${booking.bookingId}` });
  const [searchParams] = useSearchParams();
  // The old system only logged a failed close; the admin is told here.
  useFailureToast(fetcher.state === "idle" ? failureOf(fetcher.data) : null);
  const closing = fetcher.state !== "idle";
  // One line a row on a wide screen, the whole of each cell in its tooltip; a card on a phone.
  const line = "md:truncate md:whitespace-nowrap";
  return (
    <tr className={`align-top md:*:py-1 ${booking.unread ? "bg-amber-50" : ""}`}>
      <Cell label="Booking ID" className={`font-mono text-xs break-all md:text-[11px] ${line}`}>
        <input
          type="checkbox"
          form={BULK_FORM}
          name="booking"
          value={`${booking.bookingId}:${booking.version}`}
          aria-label={`Tick ${booking.bookingId}`}
          className="mr-1.5 size-4 align-middle accent-brand-700"
        />
        {booking.unread ? (
          <span
            title="The client uploaded or wrote since the booking was last opened"
            className="mr-1 inline-block size-2.5 rounded-full bg-amber-500 align-middle"
          >
            <span className="sr-only">New from the client: </span>
          </span>
        ) : null}
        <Link
          to={`/admin-dashboard/${encodeURIComponent(booking.bookingId)}`}
          title={booking.bookingId}
          className={`text-brand-700 underline ${booking.unread ? "font-bold" : ""}`}
        >
          {booking.bookingId}
        </Link>
      </Cell>
      <Cell label="Customer Name">
        <Truncated text={booking.customerName} />
      </Cell>
      <Cell label="Email">
        <Truncated text={booking.email} />
      </Cell>
      <Cell label="Phone" className={`text-xs ${line}`}>
        {booking.phone}
      </Cell>
      <Cell label="Instructions">
        <Truncated text={booking.instructions} />
      </Cell>
      <Cell label="Items">
        <ul
          title={booking.items.join(", ")}
          className={`flex min-w-0 flex-wrap gap-1 md:flex-nowrap md:overflow-hidden`}
        >
          {booking.items.map((item) => (
            <li
              key={item}
              title={item}
              className="max-w-full truncate rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-900 md:shrink-0"
            >
              {item}
            </li>
          ))}
        </ul>
      </Cell>
      <Cell label="Status">
        <span className="flex min-w-0 flex-wrap items-center gap-1 md:flex-nowrap">
          <StatusBadge status={booking.status} />
          {booking.closed ? (
            <Truncated className="text-xs text-slate-500" text={`Closed ${booking.closed}`} />
          ) : (
            <Truncated className="text-xs text-slate-600" text={booking.stage} />
          )}
        </span>
      </Cell>
      <Cell label="Total Price" className={`text-xs ${line}`}>
        {booking.total}
      </Cell>
      <Cell label="Uploaded Files">
        {booking.files.length === 0 ? (
          "—"
        ) : (
          <ul
            title={booking.files.map((file) => file.fileName).join(", ")}
            className="min-w-0 space-y-0.5 text-xs md:flex md:gap-2 md:space-y-0 md:overflow-hidden"
          >
            {booking.files.map((file) => (
              <li key={file.id} className="flex min-w-0 gap-1 md:shrink-0">
                <a href={`/admin/uploads/${file.id}`} className="font-semibold text-brand-700 underline" download>
                  Download<span className="sr-only"> {file.fileName}</span>
                </a>
                <span title={file.fileName} className="min-w-0 truncate text-slate-500 md:hidden">
                  {file.fileName}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Cell>
      <Cell label="Created At" className={`text-xs ${line}`}>
        {booking.createdAt}
      </Cell>
      <Cell label="Owner">
        <Truncated className="text-xs" text={booking.owner ?? "Unassigned"} />
      </Cell>
      <Cell label="Due" className={line}>
        {booking.due ? <DueLabel due={booking.due} /> : "—"}
      </Cell>
      <Cell label="Actions">
        {booking.status === "Closed" ? null : (
          <fetcher.Form method="post" action={`/admin-dashboard?${searchParams}`}>
            <input type="hidden" name="intent" value="close" />
            <input type="hidden" name="bookingId" value={booking.bookingId} />
            <button
              type="submit"
              disabled={closing}
              className="btn-secondary px-2 py-0.5 text-xs md:min-h-0 md:whitespace-nowrap"
            >
              {closing ? "Closing…" : "Mark as Closed"}
            </button>
          </fetcher.Form>
        )}
      </Cell>
    </tr>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: bookings", description: "All bookings." }),
    { name: "robots", content: "noindex" },
  ];
}
