import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Form } from "react-router";
import { publicPageHeaders } from "#app/cache-control.ts";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { getToolJsonLd, ToolNextStep, ToolPage } from "#app/components/tool-page.tsx";
import { useHydrated } from "#app/components/use-hydrated.ts";
import { getEnv } from "#app/env.server.ts";
import { useFormMessage } from "#app/form-messages.ts";
import { readQuery } from "#app/forms.server.ts";
import { getLanguage } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { formatPaise } from "#app/invoices/money.ts";
import { getPageMeta } from "#app/seo.ts";
import {
  calculateGst,
  GST_RATES,
  GstCalculatorSchema,
  GstQuerySchema,
  isKnownRate,
} from "#app/tools/gst-calculator.ts";
import { getToolService } from "#app/tools/tool-services.server.ts";
import { getToolTexts } from "#app/tools/tool-texts.ts";
import { GST_TOOL } from "#app/tools/tools.ts";
import type { Route } from "./+types/tools.gst-calculator";

type Fields = { amount: string; mode: string; rate: string; supply: string };

type Errors = Partial<Record<keyof Fields, string>>;

/**
 * The breakup, or a message for each field that is not right: an amount that
 * is not one, or a rate, mode or supply the calculator does not have (from an
 * edited or old link). Nothing before an amount is given.
 */
function evaluate(fields: Fields): { result: ReturnType<typeof calculateGst> | null; errors: Errors } {
  const submission = parseWithZod(new URLSearchParams(fields), { schema: GstCalculatorSchema });
  if (submission.status !== "success") {
    const errors: Errors = {};
    for (const name of ["mode", "rate", "supply"] as const) {
      const message = submission.error?.[name]?.[0];
      if (message) errors[name] = message;
    }
    const amount = submission.error?.amount?.[0];
    if (amount && fields.amount.trim()) errors.amount = amount;
    return { result: null, errors };
  }
  const { amount, mode, rate, supply } = submission.value;
  return {
    result: calculateGst({
      amountPaise: amount,
      ratePercent: Number(rate),
      inclusive: mode === "inclusive",
      intraState: supply === "intra",
    }),
    errors: {},
  };
}

// The page reads its inputs from the query string: a result has its own
// address, rendered on the server, so a link shared on WhatsApp shows it.
export const handle = { i18n: ["tools", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const text = getToolTexts(getLanguage(request)).gst;
  const fields: Fields = readQuery(request, GstQuerySchema);
  const siteUrl = getEnv().SITE_URL;
  const evaluated = evaluate(fields);
  return data(
    {
      fields,
      ...evaluated,
      jsonLd: getToolJsonLd({ ...text, url: `${siteUrl}${new URL(request.url).pathname}` }),
      text,
      service: getToolService("gst-filing:monthly_gst", "gstMonthly", getLanguage(request)),
    },
    // A link with a field the page cannot read is a bad request: it says so, and answers 400.
    { status: Object.keys(evaluated.errors).length > 0 ? 400 : 200 },
  );
}

export default function GstCalculator({ loaderData }: Route.ComponentProps) {
  // As the visitor types, the same calculation runs here; the address follows, so it can be shared.
  const [fields, setFields] = useState(loaderData.fields);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // What was typed before the scripts arrived counts from the first render in the browser.
  useEffect(() => {
    if (!form.current) return;
    const typed = new FormData(form.current);
    setFields((current) => ({
      amount: String(typed.get("amount") ?? current.amount),
      mode: String(typed.get("mode") ?? current.mode),
      rate: String(typed.get("rate") ?? current.rate),
      supply: String(typed.get("supply") ?? current.supply),
    }));
  }, []);
  const { t } = useTranslation("tools");
  const { result, errors } = hydrated ? evaluate(fields) : loaderData;
  // The schema's messages are English; each is said in the page's language.
  const sayMessage = useFormMessage();
  const say = (message: string | undefined) => (message === undefined ? undefined : sayMessage(message));
  const error = say(errors.amount);
  const change = (name: keyof Fields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    window.history.replaceState(window.history.state, "", `?${new URLSearchParams(next)}`);
  };
  return (
    <ToolPage
      name={loaderData.text.name}
      title={loaderData.text.title}
      lead={loaderData.text.lead}
      jsonLd={loaderData.jsonLd}
      faqs={loaderData.text.faqs}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Form ref={form} method="get" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5" noValidate>
          <div>
            <label htmlFor="amount" className="block text-sm font-semibold">
              {t("gst.amount")}
            </label>
            <input
              id="amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={40}
              defaultValue={loaderData.fields.amount}
              onChange={(event) => change("amount", event.currentTarget.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "amount-error" : undefined}
              placeholder={t("gst.amountExample")}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
            />
            {error ? (
              <p id="amount-error" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">{t("gst.amountIs")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {(
                [
                  ["exclusive", t("gst.exclusive")],
                  ["inclusive", t("gst.inclusive")],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="mode"
                    value={value}
                    defaultChecked={loaderData.fields.mode === value}
                    onChange={() => change("mode", value)}
                    aria-describedby={errors.mode ? "mode-error" : undefined}
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id="mode-error" message={say(errors.mode)} />
          </fieldset>
          <div>
            <label htmlFor="rate" className="block text-sm font-semibold">
              {t("gst.rate")}
            </label>
            <select
              id="rate"
              name="rate"
              // A rate the calculator does not have stays selected as "Choose a rate", with its
              // message, rather than quietly becoming another rate; sent again, it is refused again.
              defaultValue={loaderData.fields.rate}
              onChange={(event) => change("rate", event.currentTarget.value)}
              aria-invalid={errors.rate ? true : undefined}
              aria-describedby={errors.rate ? "rate-error" : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600"
            >
              {isKnownRate(loaderData.fields.rate) ? null : (
                <option value={loaderData.fields.rate}>{t("gst.chooseRate")}</option>
              )}
              {GST_RATES.map((rate) => (
                <option key={rate.value} value={rate.value}>
                  {rate.value === "12" || rate.value === "28" ? t(`gst.rates.${rate.value}`) : rate.label}
                </option>
              ))}
            </select>
            <FieldError id="rate-error" message={say(errors.rate)} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold">{t("gst.supplyIs")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {(
                [
                  ["intra", t("gst.intra")],
                  ["inter", t("gst.inter")],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="supply"
                    value={value}
                    defaultChecked={loaderData.fields.supply === value}
                    onChange={() => change("supply", value)}
                    aria-describedby={errors.supply ? "supply-error" : undefined}
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id="supply-error" message={say(errors.supply)} />
          </fieldset>
          {hydrated ? null : (
            <button type="submit" className="btn-primary">
              {t("gst.calculate")}
            </button>
          )}
        </Form>
        <section
          aria-labelledby="breakup-heading"
          aria-live="polite"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="breakup-heading" className="text-lg font-semibold text-brand-900">
            {t("gst.breakup")}
          </h2>
          {result ? (
            <Breakup result={result} />
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              {errors.rate || errors.mode || errors.supply ? t("gst.correctChoice") : t("gst.enterAmount")}
            </p>
          )}
        </section>
      </div>
      <ToolNextStep service={loaderData.service} />
    </ToolPage>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

function Breakup({ result }: { result: ReturnType<typeof calculateGst> }) {
  const { t } = useTranslation("tools");
  const half = result.ratePercent / 2;
  const rows: [string, number][] = [
    [t("gst.taxableValue"), result.taxablePaise],
    ...(result.intraState
      ? ([
          [`CGST ${half}%`, result.cgstPaise],
          [`SGST ${half}%`, result.sgstPaise],
        ] as [string, number][])
      : ([[`IGST ${result.ratePercent}%`, result.igstPaise]] as [string, number][])),
  ];
  const tax = result.cgstPaise + result.sgstPaise + result.igstPaise;
  return (
    <>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t("gst.breakupCaption")}</caption>
        <tbody>
          {rows.map(([label, paise]) => (
            <tr key={label} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 text-left font-normal">
                {label}
              </th>
              <td className="py-1.5 text-right tabular-nums">{formatPaise(paise)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left text-base font-bold">
              {t("gst.total")}
            </th>
            <td className="py-2 text-right text-base font-bold tabular-nums">{formatPaise(result.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">
        {t("gst.sum", {
          taxable: formatPaise(result.taxablePaise),
          tax: formatPaise(tax),
          rate: result.ratePercent,
          total: formatPaise(result.totalPaise),
        })}
        {result.roundingDifferencePaise !== 0
          ? t("gst.rounding", { difference: formatPaise(Math.abs(result.roundingDifferencePaise)) })
          : ""}
      </p>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: args.loaderData?.text.title ?? "",
    description: args.loaderData?.text.description ?? "",
    path: GST_TOOL.path,
  });
}

export const ErrorBoundary = GeneralErrorBoundary;
