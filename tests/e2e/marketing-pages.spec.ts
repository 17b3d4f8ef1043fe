import { expect, test } from "@playwright/test";
import routes from "#app/routes.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";

const HERO_HEADING = "Tax, GST and compliance, handled by experienced professionals";

const HOME_SERVICES = [
  "Income Tax Filing (Individual & Corporate)",
  "Capital Gains Advisory",
  "Income Tax Notices",
  "GST Filing & Notices",
  "Bookkeeping",
  "Advanced Reporting",
  "Company Secretary",
  "Auditing",
  "Registration of Company, Partnership, LLP & OPC",
  "Trademark & Copyright Registration",
];

test("the home page shows the statistics, the ₹499 promotion and three testimonials", async ({ page }) => {
  await page.goto("/");
  const stats = [
    ["100+", "Active clients"],
    ["15,000+", "Returns filed"],
    ["20+", "Tax and accounting experts"],
  ] as const;
  for (const [value, label] of stats) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  await expect(page.getByRole("heading", { name: "Taxation services starting at ₹499" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start your tax filing" })).toHaveAttribute("href", "/income-tax-filing");

  const testimonials = page.getByRole("region", { name: "What our clients say" });
  const figures = testimonials.locator("figure");
  await expect(figures).toHaveCount(3);
  await expect(figures.filter({ hasText: "10 years" })).toHaveCount(1);
  await expect(figures.first().locator("blockquote")).toBeVisible();
  await expect(figures.first().locator("figcaption")).toContainText("Subhash Agarwal");
});

test("the home page lists the ten services, each linking to its page, and its Get Started links lead to all services", async ({
  page,
}) => {
  await page.goto("/");
  const services = page.getByRole("region", { name: "Our services" });
  await expect(services.getByRole("heading", { level: 3 })).toHaveCount(10);
  for (const name of HOME_SERVICES) {
    await expect(services.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }

  const getStarted = page.getByRole("link", { name: "Get Started", exact: true });
  await expect(getStarted).toHaveCount(2);
  for (const link of await getStarted.all()) {
    await expect(link).toHaveAttribute("href", "/services-mega-page");
  }
  // Every service card opens its own service page (issue 18 item 7).
  const cards = page.getByRole("region", { name: "Popular services" });
  for (const [card, href] of [
    ["Income Tax Filing", "/income-tax-filing"],
    ["GST Filing & Notices", "/gst-filing"],
    ["Accounting & Compliance", "/accounting-services"],
  ] as const) {
    await expect(cards.getByRole("link", { name: card, exact: true })).toHaveAttribute("href", href);
  }
  for (const name of HOME_SERVICES) {
    const href = await services.getByRole("link", { name, exact: true }).getAttribute("href");
    expect(
      routes.some((entry) => entry.path === href),
      `${name} → ${href}`,
    ).toBe(true);
  }
});

test("the get-started circle jumps to the services section", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const circle = page.getByRole("link", { name: "Get started: see our services" });
  await expect(circle).toHaveAttribute("href", "#services");
  const heading = page.getByRole("heading", { level: 2, name: "Our services" });
  await expect(heading).not.toBeInViewport();
  await circle.click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(heading).toBeInViewport();
});

test("the home page's enquiry and app-store links go where they should", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: HERO_HEADING });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(HERO_HEADING);
  await expect(hero.getByRole("link", { name: "Create an Enquiry" })).toHaveAttribute("href", "/enquiry-page");

  const connect = page.getByRole("region", { name: "Connect with us" });
  await expect(connect.getByRole("heading", { level: 2, name: "Connect with us" })).toBeVisible();
  await expect(connect.getByRole("link", { name: "Create an Enquiry" })).toHaveAttribute("href", "/enquiry-page");

  await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
    "href",
    SAMPLE_SITE_CONFIG.appStoreUrl,
  );
  await expect(page.getByRole("link", { name: "Get it on Google Play" })).toHaveAttribute(
    "href",
    SAMPLE_SITE_CONFIG.playStoreUrl,
  );
});

test("the services mega page has ten Learn More links to the service pages", async ({ page }) => {
  await page.goto("/services-mega-page");
  await expect(page.getByRole("heading", { level: 1, name: "All services" })).toBeVisible();
  const links = page.getByRole("link", { name: /^Learn More/ });
  await expect(links).toHaveCount(10);
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    [
      "/gst-filing",
      "/income-tax-filing",
      "/accounting-services",
      "/income-tax-notices",
      "/gst-notices",
      "/company-secretary-services",
      "/auditing-services",
      "/company-registration",
      "/trademark-services",
      "/company-registration",
    ].sort(),
  );
  await expect(page.getByRole("link", { name: "Learn More about LLP Registration", exact: true })).toHaveAttribute(
    "href",
    "/company-registration",
  );
  await expect(page.getByRole("link", { name: "Learn More about Company Registration", exact: true })).toHaveAttribute(
    "href",
    "/company-registration",
  );
});

test("the about page introduces two leaders and Contact Us leads to the enquiry form", async ({ page }) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  const leaders = page.getByRole("region", { name: "Our leadership" });
  await expect(leaders.getByRole("listitem")).toHaveCount(2);
  await expect(leaders.getByRole("heading", { level: 3, name: "CA Rakesh Mohanty" })).toBeVisible();
  await expect(leaders.getByRole("heading", { level: 3, name: "CS Ananya Das" })).toBeVisible();
  await expect(page.getByRole("main").getByText(/served clients since 1991/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/enquiry-page",
  );
});

test("the terms page shows the effective date, twelve numbered sections, Cuttack and six months", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText("Effective date: 5-May-2025", { exact: true })).toBeVisible();

  const sections = page.getByRole("heading", { level: 2, name: /^\d+\. / });
  await expect(sections).toHaveCount(12);
  await expect(sections.first()).toHaveText("1. Acceptance of terms");
  await expect(sections.last()).toHaveText("12. Governing law and jurisdiction");

  const main = page.getByRole("main");
  await expect(main.getByText(/The courts of Cuttack, Odisha, India shall have exclusive jurisdiction/)).toBeVisible();
  await expect(main.getByText(/in the six months preceding the event/)).toBeVisible();

  await expect(sections.last()).not.toBeInViewport();
  await page
    .getByRole("navigation", { name: "Contents" })
    .getByRole("link", { name: "12. Governing law and jurisdiction" })
    .click();
  await expect(page).toHaveURL(/#section-12$/);
  await expect(sections.last()).toBeInViewport();
});

test("the help center has a phone link and Submit a Request leads to the enquiry form", async ({ page }) => {
  await page.goto("/help-center");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: SAMPLE_SITE_CONFIG.phone, exact: true })).toHaveAttribute(
    "href",
    /^tel:\+?\d+$/,
  );
  await expect(main.getByRole("link", { name: SAMPLE_SITE_CONFIG.email, exact: true })).toHaveAttribute(
    "href",
    `mailto:${SAMPLE_SITE_CONFIG.email}`,
  );
  await expect(main.getByText("How do I book a service?")).toBeVisible();
  await expect(main.getByRole("link", { name: "Submit a Request" })).toHaveAttribute("href", "/enquiry-page");
});
