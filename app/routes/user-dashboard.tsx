import { Form, useNavigation } from "react-router";
import type { ClientBooking } from "#app/bookings/client-bookings.server.ts";
import type { TimelineStage } from "#app/bookings/stages.ts";
import { ToDoCard } from "#app/bookings/to-do-card.tsx";
import { privatePageHeaders } from "#app/cache-control.ts";
import { LoadError, StatusBadge } from "#app/components/data-table.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { RegularWork } from "#app/engagements/regular-work.tsx";
import { failureOf } from "#app/form-answer.ts";
import { Link, useLocalizedPath } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { isWhatsAppIntent } from "#app/privacy/whatsapp-consent.ts";
import { getPageMeta } from "#app/seo.ts";
import { WhatsAppOptInCard } from "#app/whatsapp/opt-in-card.tsx";
import type { Route } from "./+types/user-dashboard";
import { handleDashboardAction, loadUserDashboard } from "./user-dashboard.server.ts";

// ToDoCard's words are the booking page's; "forms" the shared form parts'.
export const handle = { i18n: ["account", "booking", "forms"] } satisfies I18nHandle;

export const loader = ({ request }: Route.LoaderArgs) => loadUserDashboard(request);

export const action = ({ request, context }: Route.ActionArgs) => handleDashboardAction(request, context.clientAddress);

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

// The spec's columns (section 2) are the labels of each booking's card: a
// client reads one booking at a time, on a phone as well as a desktop.
export default function UserDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { name, bookings, error } = loaderData;
  // Which form the answer is for: a consent's, the WhatsApp card's, or one of the regular work's (app/engagements).
  const answer = actionData && "intent" in actionData ? actionData : undefined;
  const consentAnswer = answer?.intent === "withdraw" || !answer ? actionData : undefined;
  const whatsappAnswer = isWhatsAppIntent(answer?.intent) ? answer : undefined;
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("dashboard.title")}</h1>
      <p className="mt-1 text-slate-600">{t("dashboard.welcome", { name })}</p>
      <p className="mt-2">
        <Link to="/filed-returns" className="font-semibold text-brand-700 underline">
          {t("dashboard.filedReturns")}
        </Link>
        <span className="text-slate-600">{t("dashboard.filedReturnsAfter")}</span>
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
                ? t("dashboard.allComplete")
                : t("dashboard.nothingWaits")
            }
          />
        </div>
      )}
      <RegularWork
        engagements={loaderData.engagements}
        error={loaderData.engagementsError}
        answer={answer?.intent === "withdraw" || whatsappAnswer ? undefined : answer}
      />
      {error ? null : bookings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          {t("dashboard.noBookings")}
        </p>
      ) : (
        <ol aria-label={t("dashboard.bookingsLabel")} className="mt-6 grid gap-4 lg:grid-cols-2">
          {bookings.map((booking) => (
            <li key={booking.bookingId}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ol>
      )}
      {loaderData.whatsapp ? (
        <div className="mt-12 max-w-2xl">
          <WhatsAppOptInCard card={loaderData.whatsapp} answer={whatsappAnswer} />
        </div>
      ) : null}
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
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  const navigation = useNavigation();
  const withdrawing = navigation.formData?.get("intent") === "withdraw" ? navigation.formData.get("id") : null;
  return (
    <section id="your-consents" aria-labelledby="your-consents-heading" className="mt-12 scroll-mt-6">
      <h2 id="your-consents-heading" className="text-2xl font-bold text-brand-900">
        {t("consents.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-600">
        {t("consents.introBefore")}{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          {t("consents.privacyNotice")}
        </Link>
        {t("consents.introAfter")}{" "}
        <Link to="/my-data" className="font-semibold text-brand-700 underline">
          {t("consents.myData")}
        </Link>
        {t("consents.myDataAfter")}
      </p>
      {props.whatNext ? (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-900">
          <strong className="font-semibold">{t("consents.withdrawn")}</strong> {props.whatNext}
        </p>
      ) : null}
      {props.refusal ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {props.refusal}
        </p>
      ) : null}
      <LoadError message={props.loadError} />
      {props.loadError ? null : props.consents.length === 0 ? (
        <p className="mt-4 text-slate-700">{t("consents.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {props.consents.map((consent) => (
            <li key={consent.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h3 className="font-semibold text-brand-900">{consent.allows}</h3>
              <dl className="field-list mt-3">
                {consent.givenWith ? <Field label={t("consents.givenWith")}>{consent.givenWith}</Field> : null}
                <Field label={t("consents.givenOn")}>{consent.givenAt}</Field>
                <Field label={t("consents.notice")}>{t("consents.version", { date: consent.noticeVersion })}</Field>
                <Field label={t("consents.status")}>
                  {consent.withdrawnAt ? t("consents.withdrawnOn", { at: consent.withdrawnAt }) : t("consents.given")}
                </Field>
              </dl>
              {consent.withdrawnAt ? null : (
                <Form
                  method="post"
                  action={localize("/user-dashboard")}
                  className="mt-4 flex flex-wrap items-center gap-3"
                >
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="id" value={consent.id} />
                  <button type="submit" disabled={withdrawing === String(consent.id)} className="btn-secondary">
                    {t("consents.withdraw")}
                    <span className="sr-only">
                      {t("consents.withdrawWhat", { what: consent.givenWith ?? consent.allows })}
                    </span>
                  </button>
                  {consent.justStops ? null : (
                    <span className="text-sm text-slate-600">{t("consents.stopsUsing")}</span>
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
  const { t } = useTranslation("account");
  // The status and stage in the booking page's words.
  const { t: say } = useTranslation("booking");
  const status = say(`status.${booking.status as "In Progress" | "Closed"}`);
  const headingId = `booking-${booking.bookingId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-brand-900">
          <span className="sr-only">{t("dashboard.bookingId")}</span>
          {booking.bookingId}
        </h2>
        <StatusBadge status={booking.status} label={status} />
      </div>
      <dl className="field-list mt-3">
        <Field label={t("dashboard.createdAt")}>{booking.createdAt}</Field>
        <Field label={t("dashboard.items")}>
          <ul className="space-y-0.5">
            {booking.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Field>
        <Field label={t("dashboard.total")}>{booking.total}</Field>
        <Field label={t("dashboard.status")}>{status}</Field>
        <Field label={t("dashboard.stage")}>{say(`stages.${booking.stage as TimelineStage}`)}</Field>
        <Field label={t("dashboard.documents")}>
          {booking.documents.length === 0 ? (
            t("dashboard.noDocuments")
          ) : (
            <ul className="space-y-0.5">
              {booking.documents.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
                <li key={index}>{document}</li>
              ))}
            </ul>
          )}
        </Field>
        <Field label={t("dashboard.stillNeeded")}>
          {booking.status === "Closed"
            ? t("dashboard.nothingClosed")
            : booking.neededCount > 0
              ? t("dashboard.needed", { count: booking.neededCount })
              : t("dashboard.nothingNow")}
        </Field>
        {booking.invoices.length > 0 ? (
          <Field label={t("dashboard.invoices")}>
            <ul className="space-y-0.5">
              {booking.invoices.map((invoice) => (
                <li key={invoice}>{invoice}</li>
              ))}
            </ul>
          </Field>
        ) : null}
        <Field label={t("dashboard.customerName")}>{booking.customerName}</Field>
        <Field label={t("dashboard.email")}>{booking.email}</Field>
        <Field label={t("dashboard.phone")}>{booking.phone}</Field>
        <Field label={t("dashboard.instructions")}>{booking.customerInstructions || "—"}</Field>
      </dl>
      <p className="mt-4">
        <Link to={`/bookings/${encodeURIComponent(booking.bookingId)}`} className="btn-primary inline-block">
          {booking.neededCount > 0 ? t("dashboard.sendDocuments") : t("dashboard.openBooking")}
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
    ...getPageMeta(args, args.loaderData?.meta ?? { title: "My bookings", description: "" }),
    { name: "robots", content: "noindex" },
  ];
}
