// Issue 37, items 2 and 6: a client on a phone keeps their monthly GST with
// the firm from their booking's page, then finds the period's work on their
// dashboard with what it needs and a tap to upload; staff add an engagement
// whose start is past (the past periods listed, made only if ticked) and pause it.
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  expectNoWiderThanScreen,
  fillCart,
  insertClientBooking,
  logInByRequest,
  queryDatabase,
  registerVerifiedUserByRequest,
  signInAsAdmin,
  uniqueEmail,
} from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Each width's look, when asked for (SCREENSHOTS=dir), and nothing wider than the screen. */
async function atBothWidths(page: Page, name: string, first = PHONE) {
  for (const size of first === PHONE ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoWiderThanScreen(page, `${name} at ${size.width} px`);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${size.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(first);
}

/** A booking of monthly GST returns for this client (₹1,000 booked); with an engagement, its October 2026 work item. */
async function insertGstBooking(clientId: string, email: string, engagementId?: string) {
  const bookingId = await insertClientBooking(email, "Asha Rao", engagementId ? "Documents requested" : "Booked", {
    serviceId: "gst-filing",
    optionId: "monthly_gst",
    title: "GST Filing – Monthly",
  });
  await queryDatabase("update bookings set client_id = $2, engagement_id = $3, period = $4 where booking_id = $1", [
    bookingId,
    clientId,
    engagementId ?? null,
    engagementId ? "2026-10" : null,
  ]);
  return bookingId;
}

test("a client keeps monthly GST from their booking's page, then uploads for the period's work from the dashboard", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const account = await registerVerifiedUserByRequest(page);
  await logInByRequest(page, account.email, account.password);
  const [client] = await queryDatabase<{ id: string }>(
    'insert into clients (user_id, name, email) select id, name, email from "user" where email = $1 returning id',
    [account.email],
  );
  const bookingId = await insertGstBooking(client?.id ?? "", account.email);

  await page.goto(`/bookings/${bookingId}`);
  const offer = page.getByRole("region", { name: "Keep filing every month" });
  await expect(offer).toContainText("Nothing is charged now.");
  await expect(offer).toContainText("₹1,000.00 a period plus GST");
  await offer.scrollIntoViewIfNeeded();
  await atBothWidths(page, "keep-filing-offer");
  // The yes is the client's own tick, never made for them.
  const yes = offer.getByRole("checkbox", { name: /Yes, do this for me every month/ });
  await expect(yes).not.toBeChecked();
  await yes.check();
  await offer.getByRole("button", { name: "Keep filing every month" }).click();
  await expect(page).toHaveURL(/\/user-dashboard/);
  const regular = page.getByRole("region", { name: "Your regular work" });
  await expect(regular).toContainText("GST returns, monthly (GSTR-1 and GSTR-3B)");
  await expect(regular).toContainText(/We start with \w+ \d{4}: its work appears here on/);

  // The queue makes October's work item (issue 37.3); here written by hand.
  const [engagement] = await queryDatabase<{ id: string }>(
    "select id from engagements where client_id = $1 and service_id = 'gst-monthly'",
    [client?.id],
  );
  const work = await insertGstBooking(client?.id ?? "", account.email, engagement?.id);
  await page.reload();
  await expect(regular).toContainText("October 2026");
  await expect(regular).toContainText("We need documents from you before we can start.");
  await expect(regular).toContainText(/GSTR-1 for October 2026 is due on \d+ Nov 2026\./);
  await expect(regular.getByRole("link", { name: "The returns we filed for you" })).toHaveAttribute(
    "href",
    "/filed-returns",
  );
  await expectAccessible(page, "the dashboard's regular work");
  await regular.getByRole("heading", { name: /GST returns, monthly/ }).scrollIntoViewIfNeeded();
  await atBothWidths(page, "regular-work");

  // Asking to pause: staff confirm it later.
  await regular.getByText("Pause or stop this").click();
  await regular.getByLabel("Pause it for now").check();
  await regular.getByLabel("Why (optional)").fill("Shop shut for Diwali");
  await regular.getByRole("button", { name: "Send my request" }).click();
  await expect(regular.getByRole("status")).toContainText("We have your request to pause");
  await expect(regular).toContainText("You asked us to pause this on");

  await regular.getByRole("link", { name: "Upload for October 2026" }).click();
  await expect(page).toHaveURL(`/bookings/${work}#send-heading`);
});

test("staff add an engagement whose start is past: the past periods are listed and made only if ticked; then pause it with a reason", async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const [client] = await queryDatabase<{ id: string }>(
    "insert into clients (name, email) values ($1, $2) returning id",
    [`Ananya Stores ${tag}`, `ananya-${tag}@example.com`],
  );
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto(`/admin-clients/${client?.id}`);
  const box = page.getByRole("region", { name: "Engagements" });
  await box.getByText("Add an engagement").click();
  await box.getByLabel("Service").selectOption("tds-quarterly");
  await box.getByLabel("Start period").fill("2024-Q1");
  const past = box.getByRole("checkbox", {
    name: /^Also create the \d+ past periods \(April–June 2024 \(Q1 FY 2024-25\)/,
  });
  await expect(past).not.toBeChecked();
  await expect(box.getByText(/Not ticked: the work starts with/)).toBeVisible();
  await atBothWidths(page, "engagement-add", DESKTOP);
  await box.getByRole("button", { name: "Add engagement" }).click();
  await expect(box.getByRole("status")).toContainText("already past are not made");
  await expect(box).toContainText("TDS returns, quarterly (24Q and 26Q)");
  await expect(box).toContainText(/April–June 2024 \(Q1 FY 2024-25\) \(work made from /);

  await box.getByLabel("Reason (kept with the engagement)").fill("Client away till March");
  await box.getByRole("button", { name: "Pause", exact: true }).click();
  await expect(box).toContainText(/Paused by .+ on .+: Client away till March/);
  await expectAccessible(page, "a client's engagements");
  await atBothWidths(page, "engagements-box", DESKTOP);
});

test("a guest who books quarterly GST is offered to keep it and told to sign in; staff turn the booking into an engagement from its page", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await fillCart(page, {
    service: "/gst-filing",
    option: /Quarterly/,
    name: "Meera Das",
    phone: "+91 98450 22113",
    email: uniqueEmail("quarterly"),
  });
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  const offer = page.getByRole("region", { name: "Keep filing every quarter" });
  await expect(offer).toContainText("₹1,500.00 a period plus GST");
  await expect(offer).toContainText("Nothing is charged now.");
  await expect(offer.getByRole("link", { name: "Sign in to set it up" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/bookings/${bookingId}`)}`,
  );
  await expect(offer.getByRole("checkbox")).toHaveCount(0);
  await expectAccessible(page, "the confirmation's offer");
  await offer.scrollIntoViewIfNeeded();
  await atBothWidths(page, "keep-filing-guest");

  const staff = await browser.newPage({ viewport: DESKTOP });
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const keep = staff.getByRole("region", { name: "Keep as an engagement" });
  await keep.getByText("Make it an engagement").click();
  await expect(keep.getByLabel("Service")).toHaveValue("gst-quarterly");
  await expect(keep.getByLabel("Price a period (₹, before GST)")).toHaveValue("1500");
  await expect(keep.getByLabel("Start period")).toHaveValue(/^\d{4}-Q[1-4]$/);
  await expectAccessible(staff, "the booking's form to keep it as an engagement");
  await atBothWidths(staff, "keep-as-engagement", DESKTOP);
  await keep.getByRole("button", { name: "Add engagement" }).click();
  await expect(staff).toHaveURL(/\/admin-clients\/\d+$/);
  const box = staff.getByRole("region", { name: "Engagements" });
  await expect(box.getByRole("status")).toContainText("Engagement added: GST returns, quarterly under QRMP");
  await expect(box).toContainText(bookingId);
  await staff.close();
});
