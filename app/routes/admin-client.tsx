import type { ReactNode } from "react";
import { Link } from "react-router";
import { privatePageHeaders } from "#app/cache-control.ts";
import { loadClientRecord } from "#app/clients/client-page.server.ts";
import { Box } from "#app/components/box.tsx";
import { Cell, DataTable } from "#app/components/data-table.tsx";
import { DueLabel } from "#app/components/due-label.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { getStaffEngagements, handleEngagementAction } from "#app/engagements/staff-engagements.server.ts";
import { StaffEngagementsBox } from "#app/engagements/staff-engagements.tsx";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-client";

// One client (issue 37.1): who they are, their engagements (issue 37.2),
// every booking, document, invoice and payment, and their statement of account.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { client } = await loadClientRecord(request, params.clientId);
  return { client, engagements: await getStaffEngagements(client.id) };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleEngagementAction(request, params.clientId, context.clientAddress);
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminClient({ loaderData, actionData }: Route.ComponentProps) {
  const { client } = loaderData;
  return (
    <section className="container-page space-y-6 py-8 [overflow-wrap:anywhere]">
      <div>
        <p className="text-sm">
          <Link to="/admin-clients" className="text-brand-700 underline">
            All clients
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-brand-900">{client.name}</h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Email</dt>
          <dd>{client.email || "Not known"}</dd>
          <dt className="font-semibold">Phone</dt>
          <dd>{client.phone || "Not known"}</dd>
          <dt className="font-semibold">PAN</dt>
          <dd className="font-mono">{client.pan || "Not known"}</dd>
          <dt className="font-semibold">GSTINs</dt>
          <dd>
            {client.gstins.length === 0
              ? "None"
              : client.gstins.map((each) => (
                  <span key={each.gstin} className="block">
                    <span className="font-mono">{each.gstin}</span> ({each.state})
                  </span>
                ))}
          </dd>
          <dt className="font-semibold">Language</dt>
          <dd>{client.language}</dd>
          <dt className="font-semibold">Account</dt>
          <dd>
            {client.hasAccount ? "Signs in with this email" : "No account: known from bookings or added by staff"}
          </dd>
          <dt className="font-semibold">Client since</dt>
          <dd>{client.createdAt}</dd>
        </dl>
      </div>

      <StaffEngagementsBox clientId={client.id} panel={loaderData.engagements} answer={actionData} />

      <ListBox name="work" title="Work" empty={client.bookings.length === 0 ? "No bookings yet." : null}>
        <DataTable caption="Bookings, newest first" columns={["Booking", "Items", "Stage", "Due", "Booked"]} cards>
          {client.bookings.map((booking) => (
            <tr key={booking.bookingId} className="align-top">
              <Cell label="Booking" className="font-mono text-xs break-all">
                <Link
                  to={`/admin-dashboard/${encodeURIComponent(booking.bookingId)}`}
                  className="text-brand-700 underline"
                >
                  {booking.bookingId}
                </Link>
              </Cell>
              <Cell label="Items">{booking.items.join(", ")}</Cell>
              <Cell label="Stage">{booking.stage}</Cell>
              <Cell label="Due">{booking.due ? <DueLabel due={booking.due} /> : "Not set"}</Cell>
              <Cell label="Booked" className="text-xs">
                {booking.createdAt}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </ListBox>

      <ListBox name="documents" title="Documents" empty={client.documents.length === 0 ? "No documents yet." : null}>
        <DataTable caption="Documents, newest first" columns={["Document", "From", "Booking", "Received"]} cards>
          {client.documents.map((document) => (
            <tr key={document.id} className="align-top">
              <Cell label="Document" className="break-all">
                <a href={`/admin/uploads/${document.id}`} className="text-brand-700 underline">
                  {document.fileName}
                </a>
              </Cell>
              <Cell label="From">{document.from}</Cell>
              <Cell label="Booking" className="font-mono text-xs break-all">
                {document.bookingId}
              </Cell>
              <Cell label="Received" className="text-xs">
                {document.createdAt}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </ListBox>

      <ListBox
        name="invoices"
        title="Invoices and payments"
        empty={client.invoices.length === 0 ? "No invoices yet." : null}
      >
        <DataTable caption="Invoices, newest first" columns={["Number", "Date", "Total", "Status", "Payments"]} cards>
          {client.invoices.map((invoice) => (
            <tr key={invoice.id} className="align-top">
              <Cell label="Number" className="font-mono text-xs break-all">
                <a href={`/admin/invoices/${invoice.id}/pdf`} className="text-brand-700 underline">
                  {invoice.kind === "credit-note" ? "Credit note " : ""}
                  {invoice.number}
                </a>
              </Cell>
              <Cell label="Date" className="text-xs">
                {invoice.issuedOn}
              </Cell>
              <Cell label="Total">{invoice.total}</Cell>
              <Cell label="Status" className="text-xs">
                {invoice.status}
              </Cell>
              <Cell label="Payments" className="text-xs">
                {invoice.payments.length === 0
                  ? "None"
                  : invoice.payments.map((payment) => (
                      <span key={payment.id} className="block">
                        {payment.amount} by {payment.method}
                        {payment.reference ? ` (${payment.reference})` : ""}: {payment.status}
                      </span>
                    ))}
              </Cell>
            </tr>
          ))}
        </DataTable>
      </ListBox>

      <Box name="statement" title="Statement of account">
        <p className="mt-2 text-sm text-slate-700">
          Invoices, credit notes and the payments the firm has confirmed, by date. Balance:{" "}
          <strong>{client.statement.balance}</strong>
          {client.statement.balancePaise < 0 ? " (in the client's favour)" : ""}.{" "}
          <a href={`/admin-clients/${client.id}/statement.pdf`} className="text-brand-700 underline">
            Download the statement (PDF)
          </a>
        </p>
        {client.statement.lines.length === 0 ? null : (
          <DataTable
            caption="Statement of account"
            columns={["Date", "Particulars", "Debit", "Credit", "Balance"]}
            cards
          >
            {client.statement.lines.map((line) => (
              <tr key={line.key} className="align-top">
                <Cell label="Date" className="text-xs whitespace-nowrap">
                  {line.date}
                </Cell>
                <Cell label="Particulars">{line.description}</Cell>
                <Cell label="Debit" className="md:text-right">
                  {line.debit}
                </Cell>
                <Cell label="Credit" className="md:text-right">
                  {line.credit}
                </Cell>
                <Cell label="Balance" className="md:text-right">
                  {line.balance}
                </Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </Box>
    </section>
  );
}

/** A box of the page: its table, or what to say when there is nothing to list. */
function ListBox({
  name,
  title,
  empty,
  children,
}: {
  name: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Box name={name} title={title}>
      {empty ? <p className="mt-2 text-sm text-slate-700">{empty}</p> : children}
    </Box>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Client", description: "A client of the firm." }),
    { name: "robots", content: "noindex" },
  ];
}
