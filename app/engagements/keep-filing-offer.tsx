// The offer to keep a booked service every period (issue 37.2), on the
// booking's confirmation and on the client's booking page: what it means,
// its price, and that nothing is charged until each period's invoice. The
// client's yes is a box they tick themselves; a guest signs in first.
import type { TFunction } from "i18next";
import { useFetcher } from "react-router";
import type { KeepFilingOffer } from "#app/engagements/client-engagements.server.ts";
import { type FormAnswer, failureOf } from "#app/form-answer.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { getMonthName } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { Link, useLanguage } from "#app/i18n/link.tsx";
import type en from "#app/i18n/locales/en/cart.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

export function KeepFilingOfferBox({
  bookingId,
  keep,
}: {
  bookingId: string;
  keep: { offer: KeepFilingOffer; signedIn: boolean } | null;
}) {
  const fetcher = useFetcher<FormAnswer>();
  const { t } = useTranslation("cart");
  const language = useLanguage();
  const say = useFormMessage();
  if (!keep) return null;
  const { offer } = keep;
  const failure = failureOf(fetcher.data, { anyField: true });
  // The offer's words by its service and frequency (the server's are English).
  const title =
    offer.serviceId === "accounting-monthly"
      ? t(`keep.titleAccounts.${offer.frequency}`)
      : t(`keep.title.${offer.frequency}`);
  const every = t(`keep.every.${offer.frequency}`);
  const words = {
    service: t(`keep.services.${offer.serviceId as keyof typeof en.keep.services}`, {
      defaultValue: offer.serviceName,
    }),
    every,
    from: language === "en" ? offer.from : getPeriodLabelIn(offer.startPeriod, language, t),
    price: offer.price ?? "",
  };
  return (
    <section
      aria-labelledby="keep-filing-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-left text-slate-800"
    >
      <h2 id="keep-filing-heading" className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <p className="mt-2">{offer.price ? t("keep.introPriced", words) : t("keep.introUnpriced", words)}</p>
      <p className="mt-2">
        <strong>{t("keep.nothingCharged")}</strong> {t("keep.payEach")}
      </p>
      {keep.signedIn ? (
        <fetcher.Form method="post" action="/user-dashboard" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="keep-filing" />
          <input type="hidden" name="bookingId" value={bookingId} />
          <div className="flex items-start gap-3">
            <input
              id="keep-filing-consent"
              type="checkbox"
              name="consent"
              required
              aria-describedby={failure ? "keep-filing-error" : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor="keep-filing-consent" className="text-sm">
              {offer.price ? t("keep.yesPriced", words) : t("keep.yesUnpriced", words)}
            </label>
          </div>
          {failure ? (
            <p id="keep-filing-error" role="alert" className="text-sm font-medium text-red-700">
              {say(failure)}
            </p>
          ) : null}
          <button type="submit" disabled={fetcher.state !== "idle"} className="btn-primary">
            {title}
          </button>
        </fetcher.Form>
      ) : (
        <p className="mt-3">
          <Link
            to={`/login?${new URLSearchParams({ redirectTo: `/bookings/${bookingId}` })}`}
            className="font-semibold text-brand-700 underline"
          >
            {t("keep.signIn")}
          </Link>{" "}
          {t("keep.signInAfter")}
        </p>
      )}
    </section>
  );
}

/** A period's name in Hindi or Odia, as getPeriodLabel says it in English: "नवंबर 2026", "अप्रैल–जून 2026 (तिमाही 1, FY 2026-27)". */
function getPeriodLabelIn(key: string, language: Language, t: TFunction<"cart">): string {
  const [yearText = "", part = ""] = key.split("-");
  const year = Number(yearText);
  const fy = `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
  if (part.startsWith("Q")) {
    const index = Number(part.slice(1));
    const first = index === 4 ? 1 : 1 + index * 3;
    const months = `${getMonthName(first, language)}–${getMonthName(first + 2, language)}`;
    return t("keep.quarter", { months, year: index === 4 ? year + 1 : year, index, fy });
  }
  if (Number(part) === (year + 1) % 100) return `FY ${key}`;
  return `${getMonthName(Number(part), language)} ${year}`;
}
