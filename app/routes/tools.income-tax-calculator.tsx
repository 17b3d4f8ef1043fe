import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
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
import { AGE_BANDS, calculateIncomeTax, type RegimeResult, type StepValues, TAX_YEARS } from "#app/tools/income-tax.ts";
import {
  INCOME_TAX_FIELDS,
  type IncomeTaxFields,
  IncomeTaxQuerySchema,
  toIncomeTaxInput,
} from "#app/tools/income-tax-form.ts";
import { localizeValues } from "#app/tools/income-tax-words.ts";
import { getToolService } from "#app/tools/tool-services.server.ts";
import { getToolTexts } from "#app/tools/tool-texts.ts";
import { INCOME_TAX_TOOL } from "#app/tools/tools.ts";
import type { Route } from "./+types/tools.income-tax-calculator";

/** Both regimes for the form's figures, or the messages; nothing for an empty form. */
function evaluate(fields: IncomeTaxFields) {
  const { input, errors } = toIncomeTaxInput(fields);
  return { comparison: input ? calculateIncomeTax(input) : null, errors };
}

// The inputs are the query string: a result has its own address, rendered
// on the server, so a link shared on WhatsApp shows the same figures.
export const handle = { i18n: ["tools", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const text = getToolTexts(getLanguage(request)).incomeTax;
  const fields = readQuery(request, IncomeTaxQuerySchema);
  const siteUrl = getEnv().SITE_URL;
  const hasBusiness = Boolean(fields.business.trim());
  return {
    fields,
    ...evaluate(fields),
    service: hasBusiness
      ? getToolService("income-tax-filing:business", "itrBusiness", getLanguage(request))
      : getToolService("income-tax-filing:individual", "itrIndividual", getLanguage(request)),
    jsonLd: getToolJsonLd({ ...text, url: `${siteUrl}${new URL(request.url).pathname}` }),
    text,
  };
}

const INPUT =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600";

/** The form's current values, as the query string would carry them. */
function readForm(form: HTMLFormElement): IncomeTaxFields {
  return IncomeTaxQuerySchema.parse(Object.fromEntries(new FormData(form)));
}

/** The working's values, their sections' words in the page's language. */
function useWorkingValues() {
  const { t } = useTranslation("tools");
  return (values: StepValues | undefined) => localizeValues(values, (key) => t(key));
}

export default function IncomeTaxCalculator({ loaderData }: Route.ComponentProps) {
  const [fields, setFields] = useState(loaderData.fields);
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { comparison, errors } = hydrated ? evaluate(fields) : loaderData;
  const update = () => {
    if (!form.current) return;
    const next = readForm(form.current);
    setFields(next);
    // The shared address keeps only what was filled in.
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== ""));
    window.history.replaceState(window.history.state, "", `?${query}`);
  };
  // What was typed before the scripts arrived counts from the first render in the browser.
  useEffect(() => {
    if (form.current) setFields(readForm(form.current));
  }, []);
  const initial = loaderData.fields;
  const { t, i18n } = useTranslation("tools");
  const say = useFormMessage();
  const english = i18n.language === "en";
  return (
    <ToolPage
      name={loaderData.text.name}
      title={loaderData.text.title}
      lead={loaderData.text.lead}
      jsonLd={loaderData.jsonLd}
      faqs={loaderData.text.faqs}
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Form
          ref={form}
          method="get"
          onChange={update}
          noValidate
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-5"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor="year" className="block text-sm font-semibold">
                {t("incomeTax.year")}
              </label>
              <select id="year" name="year" defaultValue={initial.year} className={INPUT}>
                {Object.keys(TAX_YEARS).map((value) => (
                  <option key={value} value={value}>
                    {t(`incomeTax.years.${value as keyof typeof TAX_YEARS}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="age" className="block text-sm font-semibold">
                {t("incomeTax.age")}
              </label>
              <select id="age" name="age" defaultValue={initial.age} className={INPUT}>
                {Object.keys(AGE_BANDS).map((value) => (
                  <option key={value} value={value}>
                    {t(`incomeTax.ages.${value as keyof typeof AGE_BANDS}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="space-y-1 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" name="salaried" value="yes" defaultChecked={initial.salaried === "yes"} />
              {t("incomeTax.salaried")}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="metro" value="yes" defaultChecked={initial.metro === "yes"} />
              {t("incomeTax.metro")}
            </label>
          </div>
          {INCOME_TAX_FIELDS.map((group) => (
            <fieldset key={group.key} className="space-y-3">
              <legend className="text-base font-semibold text-brand-900">{t(`incomeTax.groups.${group.key}`)}</legend>
              {group.fields.map((field) => {
                const error = errors?.[field.key];
                return (
                  <div key={field.key}>
                    <label htmlFor={field.key} className="block text-sm font-semibold">
                      {t(`incomeTax.fields.${field.key}.label`)} (₹)
                    </label>
                    {field.hint ? (
                      <p id={`${field.key}-hint`} className="text-xs text-slate-600">
                        {t(`incomeTax.fields.${field.key}.hint` as "incomeTax.fields.salary.hint")}
                      </p>
                    ) : null}
                    <input
                      id={field.key}
                      name={field.key}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={40}
                      defaultValue={initial[field.key]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={
                        [field.hint ? `${field.key}-hint` : "", error ? `${field.key}-error` : ""].join(" ").trim() ||
                        undefined
                      }
                      className={INPUT}
                    />
                    {error ? (
                      <p id={`${field.key}-error`} className="mt-1 text-sm text-red-700">
                        {say(error)}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ))}
          {hydrated ? null : (
            <button type="submit" className="btn-primary">
              {t("incomeTax.compare")}
            </button>
          )}
        </Form>
        <section aria-labelledby="result-heading" aria-live="polite" className="min-w-0 space-y-4">
          <h2 id="result-heading" className="text-xl font-bold text-brand-900">
            {t("incomeTax.resultHeading")}
          </h2>
          {comparison ? (
            <>
              <p className="rounded-xl bg-brand-50 p-4 text-base font-semibold text-brand-900">
                {comparison.cheaper === "same"
                  ? t("incomeTax.same", { total: formatPaise(comparison.new.total) })
                  : comparison.cheaper === "new"
                    ? t("incomeTax.cheaperNew", { saving: formatPaise(comparison.saving) })
                    : t("incomeTax.cheaperOld", { saving: formatPaise(comparison.saving) })}
              </p>
              <div className="grid gap-4 xl:grid-cols-2">
                <RegimeCard
                  result={comparison.new}
                  title={t("incomeTax.newRegime")}
                  cheaper={comparison.cheaper === "new"}
                />
                <RegimeCard
                  result={comparison.old}
                  title={t("incomeTax.oldRegime")}
                  cheaper={comparison.cheaper === "old"}
                />
              </div>
              <details className="text-xs text-slate-600">
                <summary className="cursor-pointer font-semibold">{t("incomeTax.sources")}</summary>
                {english ? null : <p className="mt-2">{t("incomeTax.sourcesInEnglish")}</p>}
                {/* The Acts are cited by their English names, as they are published. */}
                <ul lang="en-IN" className="mt-2 list-disc space-y-1 pl-5">
                  {comparison.sources.map((source) => (
                    <li key={source}>{source}</li>
                  ))}
                </ul>
              </details>
            </>
          ) : (
            <p className="text-sm text-slate-600">{t("incomeTax.empty")}</p>
          )}
          <ToolNextStep service={loaderData.service} />
        </section>
      </div>
      {comparison ? (
        // On a phone the working is below a long form: the answer stays in sight while typing.
        <a
          href="#result-heading"
          className="sticky bottom-(--floating-dock) z-10 -mx-4 flex flex-wrap items-center gap-x-3 border-t border-slate-200 bg-white px-4 py-3 text-sm font-semibold text-brand-900 shadow-lg lg:hidden"
        >
          <span>
            {t("incomeTax.summary", { new: formatPaise(comparison.new.total), old: formatPaise(comparison.old.total) })}
          </span>
          <span className="text-brand-700 underline">{t("incomeTax.seeWhy")}</span>
        </a>
      ) : null}
    </ToolPage>
  );
}

function RegimeCard({ result, title, cheaper }: { result: RegimeResult; title: string; cheaper: boolean }) {
  const { t } = useTranslation("tools");
  const working = useWorkingValues();
  return (
    <article
      aria-label={title}
      className={`rounded-xl border-2 bg-white p-4 text-sm ${cheaper ? "border-green-600" : "border-slate-200"}`}
    >
      <h3 className="flex flex-wrap items-center justify-between gap-2 text-lg font-semibold text-brand-900">
        {title}
        {cheaper ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-900">{t("incomeTax.cheaper")}</span>
        ) : null}
      </h3>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
        {result.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the working is a fixed list in order
          <div key={index} className="contents">
            <dt className={step.key === "totalTax" ? "font-bold" : ""}>
              {t(`incomeTax.steps.${step.key}` as "incomeTax.steps.salary", working(step.values))}
            </dt>
            <dd className={`text-right tabular-nums ${step.key === "totalTax" ? "font-bold" : ""}`}>
              {formatPaise(step.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-700">{t("incomeTax.slabBySlab")}</summary>
        <table className="mt-2 w-full text-xs">
          <caption className="sr-only">{t("incomeTax.slabCaption", { regime: title })}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-semibold">
                {t("incomeTax.slab")}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t("incomeTax.rate")}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {t("incomeTax.tax")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.slabs.map((slab) => (
              <tr key={slab.from} className="border-t border-slate-100">
                <td className="py-1">
                  {slab.to === null
                    ? t("incomeTax.slabAbove", { from: formatPaise(slab.from) })
                    : `${formatPaise(slab.from)} – ${formatPaise(slab.to)}`}
                </td>
                <td className="py-1 text-right">{slab.rate}%</td>
                <td className="py-1 text-right tabular-nums">{formatPaise(slab.tax)}</td>
              </tr>
            ))}
            {result.specialRates.map((special) => (
              <tr key={special.kind} className="border-t border-slate-100">
                <td className="py-1">
                  {t(`incomeTax.special.${special.kind}`, working(special.values) as { section: string; rate: number })}
                </td>
                <td className="py-1 text-right">{special.rate}%</td>
                <td className="py-1 text-right tabular-nums">{formatPaise(special.tax)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </article>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: args.loaderData?.text.title ?? "",
    description: args.loaderData?.text.description ?? "",
    path: INCOME_TAX_TOOL.path,
  });
}

export const ErrorBoundary = GeneralErrorBoundary;
