// The frame every free tool shares (issue 24): breadcrumb and heading, the
// tool itself, the next step (the matching service, into the cart), and the
// tool's questions. Works without JavaScript: forms are plain GET forms.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { FaqList } from "#app/components/faq-list.tsx";
import { JsonLd } from "#app/components/json-ld.tsx";
import { Link, useLocalizedPath } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

export type ToolService = { optionKey: string; label: string; price: string; pitch: string };

export function ToolPage(props: {
  name: string;
  title: string;
  lead: string;
  jsonLd: object[];
  faqs: readonly { question: string; answer: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation("tools");
  return (
    <>
      <JsonLd data={props.jsonLd} />
      <section className="bg-brand-50">
        <div className="container-page py-6 sm:py-10">
          <nav aria-label={t("frame.breadcrumb")} className="text-sm text-slate-600">
            <Link to="/" className="hover:underline">
              {t("header.nav.home", { ns: "common" })}
            </Link>{" "}
            /{" "}
            <Link to="/tools" className="hover:underline">
              {t("header.nav.tools", { ns: "common" })}
            </Link>{" "}
            / <span aria-current="page">{props.name}</span>
          </nav>
          <h1 className="mt-3 text-2xl font-bold text-brand-900 sm:text-4xl">{props.title}</h1>
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">{props.lead}</p>
        </div>
      </section>
      <div className="container-page space-y-8 py-8 [overflow-wrap:anywhere]">
        {props.children}
        <section aria-labelledby="tool-faq-heading">
          <h2 id="tool-faq-heading" className="mb-4 text-xl font-bold text-brand-900">
            {t("frame.questions")}
          </h2>
          <FaqList faqs={props.faqs} />
        </section>
      </div>
    </>
  );
}

/** "Let us file it for you": the matching service option, added to the cart (a plain form post without JavaScript). */
export function ToolNextStep({ service }: { service: ToolService }) {
  const { t } = useTranslation("tools");
  const localize = useLocalizedPath();
  return (
    <section aria-labelledby="next-step-heading" className="rounded-xl border-2 border-brand-200 bg-white p-5">
      <h2 id="next-step-heading" className="text-lg font-semibold text-brand-900">
        {t("frame.nextStep")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{service.pitch}</p>
      <Form method="post" action="/cart" className="mt-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="item" value={service.optionKey} />
        <input type="hidden" name="redirectTo" value={localize("/cart-page")} />
        <button type="submit" className="btn-primary">
          {service.label} — {service.price}
        </button>
      </Form>
      <p className="mt-2 text-xs text-slate-600">{t("frame.noUpfrontPayment")}</p>
    </section>
  );
}

/** A tool's structured data: the tool as a free web application, and its questions. */
export function getToolJsonLd(tool: {
  name: string;
  description: string;
  url: string;
  faqs: readonly { question: string; answer: string }[];
}): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: tool.name,
      description: tool.description,
      url: tool.url,
      applicationCategory: "FinanceApplication",
      operatingSystem: "Any",
      offers: { "@type": "Offer", price: "0", priceCurrency: "INR" },
    },
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: tool.faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}

/** A short page of the tools' emails (the reminders' confirm and unsubscribe links): a heading, a few words, what next. */
export function ToolMessage(props: { title: string; children: ReactNode; next?: ReactNode }) {
  const { t } = useTranslation("tools");
  return (
    <section className="container-page max-w-2xl py-16 text-center [overflow-wrap:anywhere]">
      <h1 className="text-3xl font-bold text-brand-900">{props.title}</h1>
      {props.children}
      <div className="mt-8 flex justify-center">
        {props.next ?? (
          <Link to="/tools/due-dates" className="btn-primary">
            {t("dueDates.seeAll")}
          </Link>
        )}
      </div>
    </section>
  );
}
