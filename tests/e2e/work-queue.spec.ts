// Issue 36.4: the dashboard as a season's work queue. At 1280×800 at least
// 15 bookings show without scrolling, under a slim staff header (no
// marketing header or footer); a booking the client wrote on since it was
// last opened is marked; the bulk bar shows once a row is ticked.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { createAdmin, logInByRequest, queryDatabase, waitForSignInToasts } from "./helpers.ts";

/** Twenty open bookings named with one token, with items, files and a due date like a season's. */
async function insertBookings(token: string): Promise<string[]> {
  const ids = Array.from({ length: 20 }, (_, index) => `ETF-${Date.now() + index}-${2000 + index}`);
  for (const [index, bookingId] of ids.entries()) {
    await queryDatabase(
      `insert into bookings (booking_id, customer_name, email, phone, customer_instructions, due_on, created_at)
       values ($1, $2, $3, '+91 98765 43210', 'Salary, two house properties and capital gains from mutual funds',
               current_date + $4::int, now() - ($5 || ' minutes')::interval)`,
      [bookingId, `Client ${token} ${index}`, `client-${token}-${index}@example.com`, index - 3, String(index)],
    );
    await queryDatabase(
      `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
       values ($1, 'itr', 'salaried', 'ITR filing: Salaried', 1499, 1)`,
      [bookingId],
    );
  }
  return ids;
}

/** How many of the table's rows lie wholly inside the window. */
const rowsInView = (page: Page) =>
  page.evaluate(() => {
    const rows = document.querySelectorAll('[aria-label="Bookings, newest first"] tbody tr');
    return Array.from(rows).filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
    }).length;
  });

test("at 1280×800 the work queue shows at least 15 bookings, and the bulk bar once a row is ticked", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = randomBytes(4).toString("hex");
  const ids = await insertBookings(token);
  // The client of the newest booking wrote after it was booked: it is unread.
  await queryDatabase(
    `insert into booking_messages (booking_id, author, body) values ($1, 'client', 'Form 16 attached')`,
    [ids[0]],
  );
  const admin = createAdmin();
  await logInByRequest(page, admin.email, admin.password);

  await page.goto(`/admin-dashboard?q=${token}`);
  await waitForSignInToasts(page);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Dashboards" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Owner" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Due" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("work-queue-1280.png") });
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(15);

  // The unread mark, on the newest booking only.
  const firstRow = page.getByRole("row").filter({ hasText: ids[0] as string });
  await expect(firstRow.getByText("New from the client:")).toHaveCount(1);
  await expect(page.getByText("New from the client:")).toHaveCount(1);

  // Hidden until a row is ticked, gone again when it is unticked.
  await expect(page.getByRole("button", { name: "Assign" })).toBeHidden();
  await page.getByLabel(`Tick ${ids[1]}`).check();
  await expect(page.getByRole("button", { name: "Assign" })).toBeVisible();
  await page.getByLabel(`Tick ${ids[1]}`).uncheck();
  await expect(page.getByRole("button", { name: "Assign" })).toBeHidden();

  // Opening the booking takes the client's message in: the mark goes.
  await page.getByRole("link", { name: ids[0] as string, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Booking ${ids[0]}` })).toBeVisible();
  await page.goto(`/admin-dashboard?q=${token}&view=responded`);
  await expect(page.getByText("No bookings match.")).toBeVisible();
  await expect(page.getByText("New from the client:")).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/admin-dashboard?q=${token}`);
  await page.screenshot({ path: testInfo.outputPath("work-queue-360.png") });
});
