// Tagged shows every tagged message as react-i18next's Trans did, in every
// language: the same markup from the same message, values and elements.
import type { TFunction } from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
// biome-ignore lint/style/noRestrictedImports: Tagged is compared with the Trans it stands in for.
import { Trans } from "react-i18next";
import { describe, expect, test } from "vitest";
import { RESOURCES } from "./i18n.server.ts";
import { createI18n } from "./i18n.ts";
import { LANGUAGES } from "./languages.ts";
import { Tagged } from "./tagged.tsx";

/** Every message the pages show through Tagged, with values and elements like theirs. */
const MESSAGES: [namespace: string, key: string, values: Record<string, string>, components: ReactElement[]][] = [
  ["site", "footer.registration", { frn: "FRN 0312345E", gstin: "21AAAFE1234B1Z5" }, [<i key="a" />, <b key="b" />]],
  ["site", "footer.partners", {}, [<span key="p">CA A. Mohanty</span>]],
  [
    "site",
    "partner",
    { name: "CA Asha Mohanty", qualification: "FCA", membershipNo: "012345" },
    [<i key="a" />, <b key="b" />],
  ],
  ["booking", "challans.pay", { amount: "₹12,500", payee: "GST", day: "20 Dec 2026" }, [<strong key="a" />]],
  ["booking", "private.yours", { id: "ETF-1795842479503-1234" }, [<span key="id" className="font-mono" />]],
  ["booking", "private.alternatives", {}, [<em key="l" className="login" />, <em key="p" className="lookup" />]],
  ["booking", "invoice.scan", { number: "ETF/2026-27/0042" }, [<strong key="n" />]],
  [
    "booking",
    "invoice.cancels",
    { number: "ETF/2026-27/0041", day: "1 Dec 2026", reason: "Wrong <GSTIN> & name" },
    [<strong key="n" />],
  ],
  ["forms", "whatsapp.consent", { stop: "STOP" }, [<span key="s" lang="en" />]],
  ["account", "whatsapp.optedIn", { number: "+91 98765 43210" }, [<strong key="n" />]],
];

describe.each(LANGUAGES)("in %s", (language) => {
  const i18n = createI18n(language, RESOURCES[language]);
  test.each(MESSAGES)("%s:%s is shown as Trans showed it", (namespace, key, values, components) => {
    const getFixedT = i18n.getFixedT as unknown as (language: string, namespace: string) => TFunction;
    const t = getFixedT(language, namespace) as unknown as (key: string, values: object) => string;
    const tagged = renderToStaticMarkup(<Tagged message={t(key, values)} components={components} />);
    const trans = renderToStaticMarkup(
      <Trans
        i18n={i18n}
        t={getFixedT(language, namespace)}
        i18nKey={key as never}
        values={values}
        components={components}
      />,
    );
    expect(tagged).toBe(trans);
    // Each tag became its element.
    expect(tagged).not.toMatch(/<\/?\d>/);
  });
});

test("a tag reused, a tag with no element, and text around them", () => {
  const html = renderToStaticMarkup(
    <Tagged message="Pay <0>₹100</0> by <0>Friday</0>, <1>now</1>." components={[<b key="b" />]} />,
  );
  expect(html).toBe("Pay <b>₹100</b> by <b>Friday</b>, now.");
});
