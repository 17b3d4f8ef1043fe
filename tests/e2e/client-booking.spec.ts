// Issues 20 and 21, as a client lives it on a phone: book with no account,
// open the link from the confirmation email, see what the firm needs, send
// Form 16 against its line. An admin takes the booking and asks for rent
// receipts (it shows under Mine and Waiting on client); the client sends
// them against the request; the admin sees them ticked, replies, files and
// sends the acknowledgement; the client reads and downloads it.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  CONSENT_BOX,
  expectReadable,
  getLink,
  PDF,
  queryDatabase,
  readMail,
  signInAsAdmin,
  uniqueEmail,
  waitForCartAnswer,
  waitForHydration,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const RENT_RECEIPTS = "Rent receipts April 2026 – March 2027";

test("a client with no account books and sends Form 16; the firm takes the booking and asks for rent receipts; the client sends them; the firm sees them ticked and files; the client downloads the acknowledgement", async ({
  page,
  browser,
}) => {
  // A whole engagement, with four accessibility walks: about a minute on a
  // quiet two-core machine, twice that when the machine is busy.
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await page.goto("/income-tax-filing");
  // The checklist is on the service page, folded on a phone.
  await expect(page.getByRole("heading", { name: "Documents to keep ready" })).toBeVisible();
  const card = page.getByRole("button", { name: /Individual \(ITR-1 \/ ITR-2\)/ });
  const stored = waitForCartAnswer(page);
  await card.click();
  await stored;
  await page.goto("/cart-page");
  const email = uniqueEmail("portal");
  await page.getByLabel("Name").fill("Kavya Raghunathan");
  await page.getByLabel("Phone").fill("+91 98450 22113");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  await expect(page.getByRole("heading", { name: "Documents to keep ready" })).toBeVisible();

  // The confirmation email lists what to keep ready and carries the link, as a mail client shows it.
  const mail = await readMail(email, `Booking ${bookingId} received`);
  expect(mail).toContain(`What we need for Income Tax Filing`);
  const link = getLink(mail, /http:\/\/\S+\/sign-in-link\?token=[^\s"<&]+(?:&[^\s"<&]+)*/);
  await page.goto(link);
  // The link opens a page whose button signs in (issue 34.7).
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: "What we need from you" })).toBeVisible();
  await expect(page.getByText(/required documents? (is|are) still needed/)).toBeVisible();
  await expectReadable(page);

  // The upload's choice starts on the first line still needed, never Other, and the file's name
  // then chooses the line it names (issue 36, item 2). Form 16, filed against its line.
  const filedAs = page.getByLabel("This document is");
  await expect(filedAs).toHaveValue("pan");
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "form16-acme.pdf", mimeType: "application/pdf", buffer: PDF("form 16") });
  await expect(filedAs).toHaveValue("form-16");
  await filedAs.selectOption("form-16");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "What we need from you" })).toContainText(
    /form16-acme\.pdf \(\d+ bytes\), received/,
  );
  const [filed] = await queryDatabase<{ filed_as: string }>("select filed_as from uploads where booking_id = $1", [
    bookingId,
  ]);
  expect(filed?.filed_as).toBe("form-16");

  // Later, at the firm (a second browser, as another person): an admin opens the booking from the
  // dashboard, sees Form 16, takes the booking and asks for rent receipts.
  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  const admin = await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard?q=${bookingId}`);
  // In CI on 2026-11-28 the click below, made while React was still
  // hydrating the page, was taken (no native navigation) and then led
  // nowhere: no request, the address unchanged for 20 s (on 11-27 this step
  // outlasted its 7 s). A person taps again; the test waits for the page to
  // be hydrated. That a tap in that moment is lost is issue 41's
  // (docs/PERFORMANCE.md, "The test suite's time, again"). Where the page
  // went is checked apart from what it shows, so a failure says which.
  await waitForHydration(staff);
  await staff.getByRole("link", { name: bookingId }).click();
  await expect(staff).toHaveURL(`/admin-dashboard/${bookingId}`, { timeout: 20_000 });
  await expect(staff.getByRole("heading", { name: `Booking ${bookingId}` })).toBeVisible({ timeout: 20_000 });
  await expect(staff.getByRole("link", { name: "form16-acme.pdf" }).first()).toBeVisible();
  await staff.getByLabel("Owner").selectOption({ label: `Firm Admin (${admin.email})` });
  await staff.getByRole("button", { name: "Save owner and due date" }).click();
  await expect(staff.getByText("Saved.")).toBeVisible();
  await staff.getByLabel("Documents to ask for, one per line").fill(RENT_RECEIPTS);
  await staff.getByRole("button", { name: "Ask the client" }).click();
  await expect(staff.getByText("Asked. The client is emailed the list of what is still needed.")).toBeVisible();

  // The dashboard's 'Mine' and 'Waiting on client' now hold it.
  for (const view of ["Mine", "Waiting on client"]) {
    await staff.goto("/admin-dashboard");
    await staff.getByRole("link", { name: new RegExp(`^${view} \\(\\d+\\)$`) }).click();
    await staff.getByRole("searchbox").fill(bookingId);
    await staff.getByRole("searchbox").press("Enter");
    await expect(staff.getByRole("link", { name: bookingId })).toBeVisible();
  }

  // The client sees what was asked, by email and on the page, and sends it against the request.
  expect(await readMail(email, `Documents needed for booking ${bookingId}`)).toContain("Rent receipts April 2026");
  await page.reload();
  const needed = page.getByRole("region", { name: "What we need from you" });
  await expect(needed.getByRole("heading", { name: "Asked by the firm" })).toBeVisible();
  await expect(needed).toContainText(RENT_RECEIPTS);
  await page.getByLabel("This document is").selectOption({ label: RENT_RECEIPTS });
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "rent-receipts.pdf", mimeType: "application/pdf", buffer: PDF("rent receipts") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(needed.getByRole("listitem").filter({ hasText: RENT_RECEIPTS })).toContainText(
    /rent-receipts\.pdf \(\d+ bytes\), received/,
  );

  // The admin sees it ticked, replies, sends the acknowledgement and moves the stage to Filed.
  const acknowledgement = PDF(`ITR-V ${randomUUID()}`);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  await expect(staff.getByRole("listitem").filter({ hasText: RENT_RECEIPTS }).first()).toContainText(
    /, received.*rent-receipts\.pdf/s,
  );
  await staff.getByLabel("Reply to the client").fill("Thank you. Your return is filed; the acknowledgement is below.");
  await staff.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByText("Sent. The client is emailed a link to read it.")).toBeVisible();
  await staff.getByLabel("What it is").fill("ITR-V acknowledgement");
  await staff
    .getByLabel("File (PDF or ZIP)")
    .setInputFiles({ name: "ITR-V acknowledgement.pdf", mimeType: "application/pdf", buffer: acknowledgement });
  await staff.getByRole("button", { name: "Send to the client" }).click();
  await expect(staff.getByText(/Sent ITR-V acknowledgement\.pdf/)).toBeVisible({ timeout: 20_000 });
  await staff.getByLabel("Stage", { exact: true }).selectOption("Filed / Submitted");
  await staff.getByRole("button", { name: "Move" }).click();
  // A return waits for the client's approval of a draft (issue 38, item 3); approved on a call, staff say so.
  await expect(staff.getByText("Not moved: no draft has been sent for the client's approval.")).toBeVisible();
  await staff.getByLabel("Why file anyway").fill("Kavya approved the computation on a call this morning.");
  await staff.getByRole("button", { name: "Move to Filed / Submitted anyway" }).click();
  await expect(staff.getByText("Moved to Filed / Submitted. Your reason is on record.")).toBeVisible();
  await expect(staff.getByLabel("Stage", { exact: true })).toHaveValue("Filed / Submitted");
  await expectReadable(staff);
  await firm.close();
  await readMail(email, `Booking ${bookingId}: Filed / Submitted`);

  await page.reload();
  await expect(page.getByRole("list", { name: "Messages, oldest first" })).toContainText("Your return is filed");
  await expect(page.locator("[aria-current=step]")).toContainText("Filed / Submitted");
  // What waits on the client comes first (issue 36, item 1): the acknowledgement and the firm's message;
  // a filed booking asks for no document.
  const toDo = page.getByRole("region", { name: "What to do now" });
  await expect(toDo.getByRole("listitem")).toHaveText([/^Reply to our message/, /^Download ITR-V acknowledgement/]);
  await expect(page.getByRole("region", { name: "What we need from you" })).not.toContainText("still needed");
  const download = page.waitForEvent("download");
  await toDo.getByRole("link", { name: "Download ITR-V acknowledgement" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("ITR-V acknowledgement.pdf");
  const { readFile } = await import("node:fs/promises");
  expect(Buffer.compare(await readFile((await file.path()) ?? ""), acknowledgement)).toBe(0);

  // The client writes back: nothing waits on them any more.
  await page.getByLabel("Your message").fill("Thank you! <b>Received</b>.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("list", { name: "Messages, oldest first" })).toContainText("Thank you! <b>Received</b>.");
  await expect(toDo).toContainText("Nothing waits on you.");
  // A message is refused next to its field when empty; nothing is sent.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please write a message.")).toBeVisible();
  await expectReadable(page);

  // Somebody else's booking id is a 404, whatever it is.
  const response = await page.goto("/bookings/ETF-1700000000000-1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This booking page is private" })).toBeVisible();
  await expectReadable(page);

  // And the link, used once, does not open the page again for someone without the session.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link has expired or has already been used" })).toBeVisible();
  await page.getByRole("button", { name: "Email me a fresh link" }).click();
  await expect(page.getByText(/a fresh link is on its way/)).toBeVisible();
  await readMail(email, `Your link to booking ${bookingId}`);
});
