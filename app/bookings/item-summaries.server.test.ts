import { expect, test } from "vitest";
import { PERIOD_ITEM_SERVICE } from "#app/catalog/recurring.ts";
import { getItemTitle, summariseItems } from "./item-summaries.server.ts";

const periodItem = {
  serviceId: PERIOD_ITEM_SERVICE,
  optionId: "gst-monthly",
  title: "GST returns, monthly (GSTR-1 and GSTR-3B): October 2026",
};

test("a period's work item is said in the client's language: the service's name and the period", () => {
  expect(getItemTitle(periodItem, "en")).toBe(periodItem.title);
  expect(getItemTitle(periodItem, "hi")).toBe("मासिक GST रिटर्न (GSTR-1 और GSTR-3B): अक्तूबर 2026");
  expect(
    getItemTitle(
      {
        ...periodItem,
        optionId: "tds-quarterly",
        title: "TDS returns, quarterly (24Q and 26Q): July–September 2026 (Q2 FY 2026-27)",
      },
      "or",
    ),
  ).toMatch(/^ତ୍ରୈମାସିକ TDS ରିଟର୍ଣ୍ଣ \(24Q ଓ 26Q\): ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 \(ତ୍ରୈମାସିକ 2, FY 2026-27\)$/);
  // A title staff changed by hand stays as they wrote it.
  expect(getItemTitle({ ...periodItem, title: "GST for the new branch" }, "hi")).toBe("GST for the new branch");
});

test("a catalog option's title is its service's and option's names in the language", () => {
  const item = {
    serviceId: "gst-filing",
    optionId: "monthly_gst",
    title: "GST Filing – Monthly",
    charge: 500,
    quantity: 2,
  };
  expect(summariseItems([item], "en").items).toEqual(["GST Filing – Monthly x 2"]);
  expect(summariseItems([item], "hi").items[0]).toMatch(/^GST फ़ाइलिंग – .+ x 2$/);
});
