// Issue 37.5: the compliance grid at 1280 px (a table whose first column
// stays while it scrolls sideways) and at 360 px (one client at a time).
// FY 2025-26 is all past, so the states do not depend on today's date.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible, expectNoWiderThanScreen, queryDatabase, signInAsAdmin } from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A client kept for GST monthly from April 2025, August filed (GSTR-3B three days late), October waiting on them. */
async function seedClient(name: string) {
  const [client] = await queryDatabase<{ id: string }>(
    "insert into clients (name, email, phone) values ($1, $2, '+91 98610 00001') returning id",
    [name, `grid-${randomUUID().slice(0, 8)}@example.com`],
  );
  const [engagement] = await queryDatabase<{ id: string }>(
    `insert into engagements (client_id, service_id, start_period, created_by)
     values ($1, 'gst-monthly', '2025-04', 'test') returning id`,
    [client?.id],
  );
  const bookingIds: string[] = [];
  for (const [period, stage] of [
    ["2025-08", "Filed / Submitted"],
    ["2025-10", "Documents requested"],
  ]) {
    const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
    bookingIds.push(bookingId);
    await queryDatabase(
      `insert into bookings (booking_id, customer_name, email, phone, stage, engagement_id, period, client_id)
       values ($1, $2, 'grid@example.com', '+91 98610 00001', $3, $4, $5, $6)`,
      [bookingId, name, stage, engagement?.id, period, client?.id],
    );
  }
  await queryDatabase(
    `insert into filings (booking_id, form, rule_id, period, due_on, filed_on, acknowledgement, recorded_by) values
     ($1, 'GSTR-1', 'gstr-1-monthly', '2025-08', '2025-09-11', '2025-09-11', 'AA2109250000001', 'test'),
     ($1, 'GSTR-3B', 'gstr-3b-monthly', '2025-08', '2025-09-20', '2025-09-23', 'AA2109250000002', 'test')`,
    [bookingIds[0]],
  );
  return { clientId: Number(client?.id), filedBooking: bookingIds[0] ?? "" };
}

test("the grid: a table that scrolls under its client column at 1280 px, one client at a time at 360 px", async ({
  page,
}) => {
  const name = `Grid Traders ${randomUUID().slice(0, 8)}`;
  const { filedBooking } = await seedClient(name);
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto(`/admin-compliance?fy=2025-26&q=${encodeURIComponent(name)}`);
  const table = page.getByRole("region", { name: "Returns of FY 2025-26, clients by name, months across" });
  await expect(table).toBeVisible();
  const late = table.getByRole("link", { name: "Late", exact: true });
  await expect(late).toHaveAttribute("href", `/admin-dashboard/${filedBooking}`);
  await expect(late).toHaveAttribute("title", "GSTR-3B for August 2025: Filed late, due 20 Sept 2025");
  await expectNoWiderThanScreen(page, "the grid at 1280 px");
  await expectAccessible(page, "the grid at 1280 px");
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/compliance-1280.png` });
  // Narrower than the twelve months, the table scrolls to March and the client's name stays where it was.
  await page.setViewportSize({ width: 900, height: 800 });
  const client = table.getByRole("link", { name });
  const before = await client.boundingBox();
  const scrolled = await table.evaluate((region) => {
    region.scrollLeft = region.scrollWidth;
    return region.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(100);
  await expect(table.getByRole("columnheader", { name: "March 2026" })).toBeInViewport();
  expect((await client.boundingBox())?.x).toBe(before?.x);
  await expectNoWiderThanScreen(page, "the grid at 900 px");
  await page.setViewportSize(PHONE);
  await expect(table).toBeHidden();
  await page.getByRole("list", { name: "Clients" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  // A return's own item, not its month's.
  const item = (text: string) =>
    page.getByRole("listitem").filter({ hasText: text, hasNot: page.getByRole("heading") });
  const august = item("GSTR-3B for August 2025");
  await expect(august.getByRole("link", { name: "Filed late", exact: true })).toBeVisible();
  await expect(august).toContainText("Due 20 Sept 2025 · filed 23 Sept 2025");
  await expect(item("GSTR-1 for September 2025")).toContainText("Overdue");
  await expectNoWiderThanScreen(page, "one client at 360 px");
  await expectAccessible(page, "one client at 360 px");
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/compliance-360.png`, fullPage: true });
  }
  await page.getByRole("link", { name: "All clients" }).click();
  await expect(page.getByRole("list", { name: "Clients" }).getByRole("link", { name })).toBeVisible();
});
