import { Form, Link, useNavigation } from "react-router";
import type { ClientBooking } from "#app/bookings/client-bookings.server.ts";
import { ToDoCard } from "#app/bookings/to-do-card.tsx";
import { privatePageHeaders } from "#app/cache-control.ts";
import { LoadError, StatusBadge } from "#app/components/data-table.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { RegularWork } from "#app/engagements/regular-work.tsx";
import { failureOf } from "#app/form-answer.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/user-dashboard";
import { handleDashboardAction, loadUserDashboard } from "./user-dashboard.server.ts";

/** The "What to do now" card's words are the booking page's. */
export const handle = { i18n: ["booking"] } satisfies I18nHandle;

export const loader = ({ request }: Route.LoaderArgs) => loadUserDashboard(request);

export const action = ({ request, context }: Route.ActionArgs) => handleDashboardAction(request, context.clientAddress);

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

// The spec's columns (section 2) are the labels of each booking's card: a
// client reads one booking at a time, on a phone as well as a desktop.
export default function UserDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { name, bookings, error } = loaderData;
  // Which form the answer is for: a consent's, or one of the regular work's (app/engagements).
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const consentAnswer = answer?.intent === "withdraw" || !answer ? actionData : undefined;
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-900">My bookings</h1>
      <p className="mt-1 text-slate-600">Welcome, {name}. Bookings made with your email address appear here.</p>
      <p className="mt-2">
        <Link to="/filed-returns" className="font-semibold text-brand-700 underline">
          Filed returns
        </Link>
        <span className="text-slate-600">: every return we filed for you, with its acknowledgement.</span>
      </p>
      <LoadError message={error} />
      {error || bookings.length === 0 ? null : (
        <div className="mt-6">
          <ToDoCard
            entries={bookings.flatMap((booking) =>
              booking.toDo.map((task) => ({
                task,
                booking: `${booking.reference}: ${booking.items.join(", ")}`,
              })),
            )}
            nothingToDo={
              bookings.every((booking) => booking.status === "Closed")
                ? "Nothing waits on you. All your bookings are complete."
                : "Nothing waits on you. We will email you as soon as we need anything or the work is done."
            }
          />
        </div>
      )}
      <RegularWork
        engagements={loaderData.engagements}
        error={loaderData.engagementsError}
        answer={answer?.intent === "withdraw" ? undefined : answer}
      />
      {error ? null : bookings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          You have no bookings yet.
        </p>
      ) : (
        <ol aria-label="Your bookings, newest first" className="mt-6 grid gap-4 lg:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ol>
      )}
      <YourConsents
        consents={loaderData.consents}
        loadError={loaderData.consentsError}
        whatNext={loaderData.whatNext}
        refusal={failureOf(consentAnswer) ?? null}
      />
    </section>
  );
}

/**
 * The consents given with this account's email (issue 22.5): what each
 * allows, what it was given with, when, under which notice, and a button
 * that withdraws it (as easy as the tick that gave it).
 */
function YourConsents(props: {
  consents: Route.ComponentProps["loaderData"]["consents"];
  loadError: string | null;
  whatNext: string | null;
  refusal: string | null;
}) {
  const navigation = useNavigation();
  const withdrawing = navigation.formData?.get("intent") === "withdraw" ? navigation.formData.get("id") : null;
  return (
    <section id="your-consents" aria-labelledby="your-consents-heading" className="mt-12 scroll-mt-6">
      <h2 id="your-consents-heading" className="text-2xl font-bold text-brand-900">
        Your consents
      </h2>
      <p className="mt-1 max-w-3xl text-slate-600">
        What you agreed to on our forms, under our{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          privacy notice
        </Link>
        . You can withdraw any of them here.{" "}
        <Link to="/my-data" className="font-semibold text-brand-700 underline">
          Take a copy of your data, or ask us to erase it
        </Link>
        .
      </p>
      {props.whatNext ? (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
          <strong className="font-semibold">Consent withdrawn.</strong> {props.whatNext}
        </p>
      ) : null}
      {props.refusal ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {props.refusal}
        </p>
      ) : null}
      <LoadError message={props.loadError} />
      {props.loadError ? null : props.consents.length === 0 ? (
        <p className="mt-4 text-slate-700">You have not given any consents with this email address.</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {props.consents.map((consent) => (
            <li key={consent.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h3 className="font-semibold text-brand-900">{consent.allows}</h3>
              <dl className="field-list mt-3">
                {consent.givenWith ? <Field label="Given with">{consent.givenWith}</Field> : null}
                <Field label="Given on">{consent.givenAt}</Field>
                <Field label="Privacy notice">Version of {consent.noticeVersion}</Field>
                <Field label="Status">{consent.withdrawnAt ? `Withdrawn on ${consent.withdrawnAt}` : "Given"}</Field>
              </dl>
              {consent.withdrawnAt ? null : (
                <Form method="post" action="/user-dashboard" className="mt-4 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="id" value={consent.id} />
                  <button type="submit" disabled={withdrawing === String(consent.id)} className="btn-secondary">
                    Withdraw<span className="sr-only"> your consent: {consent.givenWith ?? consent.allows}</span>
                  </button>
                  {consent.isMarketing ? null : (
                    <span className="text-sm text-slate-600">
                      The firm then stops using these details and contacts you.
                    </span>
                  )}
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingCard({ booking }: { booking: ClientBooking }) {
  const headingId = `booking-${booking.bookingId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-brand-900">
          <span className="sr-only">Booking ID </span>
          {booking.bookingId}
        </h2>
        <StatusBadge status={booking.status} />
      </div>
      <dl className="field-list mt-3">
        <Field label="Created At">{booking.createdAt}</Field>
        <Field label="Items">
          <ul className="space-y-0.5">
            {booking.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Field>
        <Field label="Total Price">{booking.total}</Field>
        <Field label="Status">{booking.status}</Field>
        <Field label="Stage">{booking.stage}</Field>
        <Field label="Documents received">
          {booking.documents.length === 0 ? (
            "None yet"
          ) : (
            <ul className="space-y-0.5">
              {booking.documents.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
                <li key={index}>{document}</li>
              ))}
            </ul>
          )}
        </Field>
        <Field label="Still needed">{booking.stillNeeded}</Field>
        {booking.invoices.length > 0 ? (
          <Field label="Invoices">
            <ul className="space-y-0.5">
              {booking.invoices.map((invoice) => (
                <li key={invoice}>{invoice}</li>
              ))}
            </ul>
          </Field>
        ) : null}
        <Field label="Customer Name">{booking.customerName}</Field>
        <Field label="Email">{booking.email}</Field>
        <Field label="Phone">{booking.phone}</Field>
        <Field label="Instructions">{booking.customerInstructions || "—"}</Field>
      </dl>
      <p className="mt-4">
        <Link to={`/bookings/${encodeURIComponent(booking.bookingId)}`} className="btn-primary inline-block">
          {booking.neededCount > 0 ? "Send documents" : "Open booking"}
          <span className="sr-only"> {booking.bookingId}</span>
        </Link>
      </p>
    </article>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "My bookings", description: "Your bookings and their status." }),
    { name: "robots", content: "noindex" },
  ];
}
