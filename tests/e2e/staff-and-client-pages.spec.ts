// Issue 18 items 5, 6, 8 and 12: the sign-up's next step, the client's
// booking cards, focus after a navigation, and the staff tables that show
// every column at 1280 px and a card per row at 360 px.
import { expect, type Page, test } from "@playwright/test";
import {
  axeOn,
  expectNoWiderThanScreen,
  logIn,
  queryDatabase,
  registerVerifiedUser,
  signInAsAdmin,
  uniqueEmail,
} from "./helpers.ts";

// Registering, verifying and logging in take a while on a loaded 2-core machine.
test.describe.configure({ timeout: 150_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A booking with long texts and two files, written straight to the database. */
async function seedBooking(email: string, name = "Venkatanarasimharajuvaripeta Subrahmanyam") {
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await queryDatabase(
    `insert into bookings (booking_id, customer_name, email, phone, customer_instructions)
     values ($1, $2, $3, '+91 98450 11223', $4)`,
    [bookingId, name, email, "Please file before the due date; ".repeat(12)],
  );
  await queryDatabase(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity) values
     ($1, 'gst-filing', 'annual_gst', 'GST Filing – Annual', 5000, 1),
     ($1, 'income-tax', 'individual', 'Income Tax Filing – Individual Salaried Person', 500, 1)`,
    [bookingId],
  );
  for (const fileName of ["form-16-part-a-and-part-b-for-the-financial-year-2025-26.pdf", "pan.pdf"]) {
    await queryDatabase(
      `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256)
       values ($1, $2, $3, 'application/pdf', 2048, 'x')`,
      [bookingId, fileName, `seed/${bookingId}/${fileName}`],
    );
  }
  return bookingId;
}

async function seedEnquiry(email: string) {
  const [row] = await queryDatabase<{ id: string }>(
    `insert into enquiries (name, phone, email, service, message) values ('Priyanka Mohapatra', '0671 2300000', $1, 'gst', $2) returning id`,
    [email, "I need help with GST registration and monthly returns for my shop. ".repeat(5)],
  );
  return Number(row?.id);
}

/** Every header cell inside the viewport, none under another, and the table not scrolled sideways. */
async function expectWholeTable(page: Page, what: string) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const table = document.querySelector("main table");
    if (!table) return ["no table"];
    const region = table.parentElement as HTMLElement;
    if (region.scrollWidth > region.clientWidth + 1)
      found.push(`scrolls: ${region.scrollWidth} > ${region.clientWidth}`);
    for (const row of table.querySelectorAll("tr")) {
      const cells = [...row.children].map((cell) => cell.getBoundingClientRect());
      cells.forEach((box, index) => {
        if (box.left < 0 || box.right > window.innerWidth) found.push(`cell ${index} outside the viewport`);
        const next = cells[index + 1];
        if (next && next.left < box.right - 1) found.push(`cell ${index + 1} over cell ${index}`);
      });
      if (row.getBoundingClientRect().height > 130) found.push(`a row ${row.getBoundingClientRect().height} px tall`);
    }
    return found;
  });
  expect(problems, what).toEqual([]);
}

test("sign-up ends on a page that says where the link went, with a resend", async ({ page }) => {
  const email = uniqueEmail("ravi");
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Ravi Kumar");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("98765 43210");
  await page.getByLabel("Password").fill("Tulsi-ledger7");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  // Password hashing is deliberately slow; on a busy machine give it time.
  await expect(page).toHaveURL(/\/login\?sent=1$/, { timeout: 20_000 });
  const panel = page.getByRole("region", { name: "Check your email" });
  await expect(panel).toContainText(`We sent a link to ${email}. Open it to finish, then log in here.`);
  // Still there after the toasts have gone, and after a reload.
  await page.reload();
  await expect(panel).toContainText(email);
  await panel.getByRole("button", { name: "Resend the verification link" }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
  await expect(panel.getByRole("button", { name: "Resend the verification link" })).toHaveCount(0);

  // Logging in before verifying shows the same prompt.
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Tulsi-ledger7");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("region", { name: "Check your email" })).toContainText(email, { timeout: 20_000 });
});

test("a client with bookings lands on their cards, which read at 360 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const user = await registerVerifiedUser(page, { name: "Meena Mishra" });
  const bookingId = await seedBooking(user.email, "Meena Mishra");
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL("/user-dashboard");
  const card = page.getByRole("article", { name: bookingId });
  await expect(card).toContainText("GST Filing – Annual x 1");
  await expect(card).toContainText("In Progress");
  await expect(card).toContainText(/form-16-part-a.*\(2 KB\)/);
  // Two files came, filed as Other: the checklist of the annual return still wants its required papers.
  await expect(card).toContainText(/\d+ documents needed/);
  // Above the bookings, what waits on the client, each document named (issue 36, item 1).
  const toDo = page.getByRole("region", { name: "What to do now" });
  await expect(toDo.getByRole("listitem").first()).toContainText(/^Upload \d+ documents/);
  // Each task names its booking by the short reference read out on the phone (issue 36, item 10).
  const [{ reference } = { reference: "" }] = await queryDatabase<{ reference: string }>(
    "select reference from bookings where booking_id = $1",
    [bookingId],
  );
  await expect(toDo).toContainText(`${reference}: GST Filing – Annual x 1`);
  await expect(toDo.getByRole("link", { name: "Send documents" })).toHaveAttribute(
    "href",
    `/bookings/${bookingId}#send-heading`,
  );
  await expect(card.getByRole("link", { name: `Send documents ${bookingId}` })).toHaveAttribute(
    "href",
    `/bookings/${bookingId}`,
  );
  await expect(card).toContainText(/IST$|IST/);
  await expectNoWiderThanScreen(page, "the user dashboard at 360 px");
  // The status badge is wholly inside the card.
  const [badge, box] = [await card.getByText("In Progress").first().boundingBox(), await card.boundingBox()];
  expect(badge && box && badge.x >= box.x && badge.x + badge.width <= box.x + box.width).toBe(true);
  await page.setViewportSize(DESKTOP);
  await expectNoWiderThanScreen(page, "the user dashboard at 1280 px");
});

test("a booking with everything reads in three phone screens, folded, with what waits on the client first", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const user = await registerVerifiedUser(page, { name: "Meena Mishra" });
  const bookingId = await seedBooking(user.email, "Meena Mishra");
  await queryDatabase("update bookings set stage = 'In preparation', due_on = '2026-12-15' where booking_id = $1", [
    bookingId,
  ]);
  // Ten requests, twenty documents, three invoices and thirty messages, the last from the client.
  for (let n = 1; n <= 10; n++) {
    await queryDatabase("insert into booking_requests (booking_id, label) values ($1, $2)", [
      bookingId,
      `Bank statement of account ${n}`,
    ]);
  }
  for (let n = 1; n <= 18; n++) {
    await queryDatabase(
      `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256)
       values ($1, $2, $3, 'application/pdf', 2048, 'x')`,
      [bookingId, `statement-${n}.pdf`, `seed/${bookingId}/statement-${n}.pdf`],
    );
  }
  for (let n = 1; n <= 3; n++) {
    await queryDatabase(
      `insert into invoices (booking_id, kind, number, financial_year, sequence, issued_on, issued_by, supplier,
         recipient, place_of_supply, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, status)
       values ($1, 'invoice', $2, '2026-27', $3, '2026-11-20', 'seed', '{}', '{}', '{}', '[]', 100000, 9000, 9000, 0,
         118000, 'paid')`,
      // A sequence no real invoice of the series uses (the series is unique).
      [bookingId, `FOLD/${bookingId.slice(-12)}/${n}`, 1_000_000 + Math.floor(Math.random() * 1e9)],
    );
  }
  for (let n = 1; n <= 30; n++) {
    await queryDatabase("insert into booking_messages (booking_id, author, body) values ($1, $2, $3)", [
      bookingId,
      n % 2 === 0 ? "client" : "firm",
      `Message ${n}: a question about the statements for the year, and its answer, in a sentence or two.`,
    ]);
  }
  await logIn(page, user.email, user.password);
  await page.goto(`/bookings/${bookingId}`);
  const toDo = page.getByRole("region", { name: "What to do now" });
  await expect(toDo).toHaveText(/Nothing waits on you\. We expect to finish by 15 Dec 2026\./);
  // Past 'Documents received' nothing is asked: the checklist folds and says so.
  await expect(page.getByRole("region", { name: "What we need from you" })).toContainText(
    "We have every required document.",
  );
  // From the top of the page to the end of the booking's last box (the site's footer follows).
  const bottom = await page.locator("main").evaluate((main) => main.getBoundingClientRect().bottom + window.scrollY);
  expect(bottom, "the booking page's height at 360 px").toBeLessThanOrEqual(3 * PHONE.height);
  await expectNoWiderThanScreen(page, "the folded booking page at 360 px");
});

test("after a client-side navigation focus is on the new page's heading", async ({ page }) => {
  await page.goto("/");
  // Not on the first load.
  await expect(page.locator("main h1")).not.toBeFocused();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blogs" }).first().click();
  await expect(page).toHaveURL("/all-blogs");
  await expect(page.locator("main h1")).toBeFocused();
});

test("the skip link is a comfortable target", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.height >= 44 && box.width >= 44).toBe(true);
});

test("the staff tables show every column at 1280 px, cards at 360 px, and pass axe", async ({ page }) => {
  test.setTimeout(300_000);
  const clientEmail = uniqueEmail(`${"a".repeat(40)}-accounts-department`);
  const bookingId = await seedBooking(clientEmail);
  const enquiryId = await seedEnquiry(clientEmail);
  await queryDatabase(
    `insert into partners (name, phone, email, address, firm_details) values ('Mohanty Associates', '0671 2300000', $1, $2, $3)`,
    [clientEmail, "Plot 42, Bajrakabati Road, Cuttack, Odisha 753001", "Tax practitioners since 2005. ".repeat(6)],
  );
  // The booking's client (issue 37.1), as the checkout would have made it.
  await queryDatabase(
    `with client as (insert into clients (name, email, phone) values ('Venkatanarasimharajuvaripeta Subrahmanyam', $1, '+91 98450 11223') returning id)
     update bookings set client_id = (select id from client) where booking_id = $2`,
    [clientEmail, bookingId],
  );
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);

  for (const path of [
    `/admin-dashboard?q=${bookingId}`,
    `/admin-clients?q=${clientEmail}`,
    `/enquiries-dashboard?q=${clientEmail}`,
    `/partner-enquiries-dashboard?q=${clientEmail}`,
    "/admin-audit",
  ]) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await expect(page.locator("main table tbody tr").first()).toBeVisible();
    await expectNoWiderThanScreen(page, `${path} at 1280 px`);
    await expectWholeTable(page, `${path} at 1280 px`);
    const results = await axeOn(page)
      // `region` is left to the floating buttons' own change (issue 18.8, another branch).
      .withRules(["scrollable-region-focusable", "color-contrast", "label", "button-name"])
      .analyze();
    expect(results.violations, path).toEqual([]);

    await page.setViewportSize(PHONE);
    await expectNoWiderThanScreen(page, `${path} at 360 px`);
    // One card per row: the cells stack, each inside the viewport.
    const firstRow = page.locator("main table tbody tr").first();
    const cells = await firstRow
      .locator("td")
      .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().toJSON()));
    for (const [index, cell] of cells.entries()) {
      expect(cell.right, `${path} cell ${index} at 360 px`).toBeLessThanOrEqual(360);
      if (index > 0) expect(cell.top).toBeGreaterThanOrEqual(cells[index - 1].bottom - 1);
    }
  }

  // Every time is in IST, labelled; the audit trail included.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin-dashboard?q=${bookingId}`);
  await expect(page.getByRole("row").filter({ hasText: bookingId })).toContainText(/\d{1,2}:\d{2} [ap]m IST/);
  await page.goto("/admin-audit");
  await expect(page.getByRole("columnheader", { name: "Time (IST)" })).toBeVisible();

  // Staff change an enquiry's status from its row; it is kept and audited.
  await page.goto(`/enquiries-dashboard?q=${clientEmail}`);
  const row = page.getByRole("row").filter({ hasText: "Priyanka Mohapatra" });
  await expect(row.getByLabel("Status of Priyanka Mohapatra's enquiry")).toHaveValue("New");
  await row.getByLabel("Status of Priyanka Mohapatra's enquiry").selectOption("Contacted");
  await row.getByRole("button", { name: /Save/ }).click();
  await expect
    .poll(
      async () =>
        (await queryDatabase<{ status: string }>("select status from enquiries where id = $1", [enquiryId]))[0]?.status,
    )
    .toBe("Contacted");
  await page.reload();
  await expect(row.getByLabel("Status of Priyanka Mohapatra's enquiry")).toHaveValue("Contacted");
  await page.goto("/admin-audit?q=enquiry-status-changed");
  await expect(page.getByRole("row").filter({ hasText: `enquiry ${enquiryId}: Contacted` })).toHaveCount(1);
});
