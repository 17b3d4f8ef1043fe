// The pages' messages (app/i18n/page-i18n.tsx): a namespace the page was not
// rendered with is loaded once, waited for by the component that reads it,
// and loaded again after a failure.
import { text } from "node:stream/consumers";
import { Suspense } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { expect, test } from "vitest";
import { RESOURCES } from "./i18n.server.ts";
import { type LoadNamespace, PageI18n, PageI18nProvider, useTranslation } from "./page-i18n.tsx";

function countingLoads(failures = 0) {
  let loads = 0;
  const load: LoadNamespace = async (language, namespace) => {
    loads++;
    if (loads <= failures) throw new Error("the network");
    return RESOURCES[language][namespace];
  };
  return { load, loads: () => loads };
}

test("a namespace is loaded once, and its messages are the page's from then on", async () => {
  const { load, loads } = countingLoads();
  const i18n = new PageI18n("hi", { common: RESOURCES.hi.common }, load);
  expect(i18n.hasLoadedNamespace("cart")).toBe(false);
  const first = i18n.loadNamespace("cart");
  expect(i18n.loadNamespace("cart"), "the same promise while it loads").toBe(first);
  await first;
  expect(loads()).toBe(1);
  expect(i18n.hasLoadedNamespace("cart")).toBe(true);
  expect(i18n.getResourceBundle("hi", "cart")).toBe(RESOURCES.hi.cart);
  expect(i18n.getResourceBundle("en", "cart"), "another language's").toBeUndefined();
  expect(i18n.getFixedT("hi", "cart")("cart.remove")).toBe(RESOURCES.hi.cart.cart.remove);
  expect(i18n.getFixedT("en", "cart")("cart.remove"), "never the page's Hindi as English").toBe("cart.remove");
});

test("a namespace that failed to load is loaded again when next asked for", async () => {
  const { load, loads } = countingLoads(1);
  const i18n = new PageI18n("or", {}, load);
  await expect(i18n.loadNamespace("cart")).rejects.toThrow("the network");
  await i18n.loadNamespace("cart");
  expect(loads()).toBe(2);
  expect(i18n.hasLoadedNamespace("cart")).toBe(true);
});

function Remove() {
  const { t } = useTranslation("cart");
  return <button type="button">{t("cart.remove")}</button>;
}

test("a component waits for its namespace, then shows its words", async () => {
  const { load, loads } = countingLoads();
  const i18n = new PageI18n("hi", { common: RESOURCES.hi.common }, load);
  const { prelude } = await prerenderToNodeStream(
    <PageI18nProvider i18n={i18n}>
      <Suspense fallback={<p>waiting</p>}>
        <Remove />
      </Suspense>
    </PageI18nProvider>,
  );
  const html = await text(prelude);
  expect(html).toContain(RESOURCES.hi.cart.cart.remove);
  expect(html).not.toContain("waiting");
  expect(loads()).toBe(1);
});

test("t is the same function on every render, for effects that depend on it", () => {
  const i18n = new PageI18n("en", RESOURCES.en);
  expect(i18n.getFixedT("en", "cart")).toBe(i18n.getFixedT("en", "cart"));
  expect(i18n.getFixedT("en", "cart")).not.toBe(i18n.getFixedT("en", "booking"));
});
