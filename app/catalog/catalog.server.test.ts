import { expect, test } from "vitest";
import { getOption, getServiceByPath, MEGA_PAGE_CARDS, SERVICES } from "#app/catalog/catalog.server.ts";
import { HOME_SERVICE_LIST } from "#app/catalog/services.ts";

// The specification's table of service options (section 3), word for word.
const SPEC: Record<string, Record<string, number | "On Request">> = {
  "/gst-filing": { monthly_gst: 500, quarterly_gst: 1500, annual_gst: 5000 },
  "/income-tax-filing": {
    individual: 500,
    business: 1500,
    nri: 2000,
    company: 3000,
    firm_partnership: 2000,
    aop_bop_trust: 2000,
  },
  "/company-registration": { company: "On Request", llp: "On Request", opc: "On Request" },
  "/gst-notices": Object.fromEntries(
    ["gst_nonfiling", "sc_cmp05", "sc_reg", "sc_pct03", "sc_rfd08", "asmt", "sec_108"].map((id) => [id, "On Request"]),
  ),
  "/company-secretary-services": { ccm: "On Request", asf: "On Request" },
  "/auditing-services": Object.fromEntries(
    ["tax_audits", "corporate_audits", "internal_audits", "concurrent_audits", "stock_audits"].map((id) => [
      id,
      "On Request",
    ]),
  ),
  "/accounting-services": Object.fromEntries(
    ["basic", "advanced", "financial_statements", "cashflow", "financial_ratios"].map((id) => [id, "On Request"]),
  ),
  "/income-tax-notices": Object.fromEntries(
    ["not_142", "not_143", "not_143_2", "not_148", "not_156", "not_139", "not_245", "others"].map((id) => [
      id,
      "On Request",
    ]),
  ),
  "/trademark-services": { trademark: "On Request", copyright: "On Request", others: "On Request" },
};

test("the nine service pages are exactly the specification's routes", () => {
  expect(SERVICES.map((service) => service.path).sort()).toEqual(Object.keys(SPEC).sort());
});

test.each(Object.entries(SPEC))("%s has exactly the specification's options and charges", (path, options) => {
  const service = getServiceByPath(path);
  expect(service).toBeDefined();
  expect(Object.fromEntries(service?.options.map((option) => [option.id, option.charge]) ?? [])).toEqual(options);
  expect(service?.faqs).toHaveLength(4);
  expect(service?.intro.length).toBeGreaterThan(0);
});

test("labels the specification gives are kept", () => {
  const label = (key: string) => getOption(key)?.label;
  expect(label("gst-filing:monthly_gst")).toBe("Monthly");
  expect(label("gst-filing:quarterly_gst")).toBe("Quarterly");
  expect(label("gst-filing:annual_gst")).toBe("Annual");
  expect(label("income-tax-filing:business")).toBe("Business (ITR-3/4/5)");
  expect(label("company-registration:company")).toBe("Private Limited");
  expect(label("trademark-services:copyright")).toBe("ISO Certification");
});

test("proceed buttons are worded as the specification says", () => {
  const payment = ["/gst-filing", "/company-registration", "/income-tax-filing"];
  for (const service of SERVICES) {
    expect(service.proceedLabel).toBe(
      payment.includes(service.path) ? "Select Service & Proceed to Payment" : "Proceed to Fill Details",
    );
  }
});

test("the FAQs state the specification's facts", () => {
  const faqText = (path: string) =>
    getServiceByPath(path)
      ?.faqs.map((faq) => `${faq.question} ${faq.answer}`)
      .join(" ");
  expect(faqText("/company-registration")).toMatch(/7 to 15 (working )?days/);
  expect(faqText("/trademark-services")).toMatch(/4 to 8 weeks/);
  expect(faqText("/accounting-services")).toMatch(/Rs\. 1000/);
});

test("option keys are unique although option ids repeat across services", () => {
  expect(getOption("income-tax-filing:company")?.charge).toBe(3000);
  expect(getOption("company-registration:company")?.charge).toBe("On Request");
  expect(getOption("company")).toBeUndefined();
});

test("the mega page has ten cards; Company and LLP Registration both go to /company-registration", () => {
  expect(MEGA_PAGE_CARDS).toHaveLength(10);
  expect(MEGA_PAGE_CARDS.filter((card) => card.path === "/company-registration").map((card) => card.name)).toEqual([
    "Company Registration",
    "LLP Registration",
  ]);
});

test("the home page lists ten services including trademark and copyright registration", () => {
  expect(HOME_SERVICE_LIST).toHaveLength(10);
  expect(HOME_SERVICE_LIST.map((service) => service.name)).toContain("Trademark & Copyright Registration");
});
