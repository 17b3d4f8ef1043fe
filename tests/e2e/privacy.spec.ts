// Issue 22, as a client lives it on a phone: book with consent, open the
// booking from the emailed link, take a copy of everything held about them,
// ask for erasure; at the firm, an admin sees who opened what and approves;
// the client's booking page then says the documents were deleted.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  axeOn,
  CONSENT_BOX,
  getLink,
  PDF,
  queryDatabase,
  readMail,
  signInAsAdmin,
  uniqueEmail,
  waitForCartAnswer,
  waitForSignInToasts,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };

async function expectReadable(page: Page) {
  await waitForSignInToasts(page);
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

test("a client books with consent, takes a copy of their data, asks for erasure; the firm approves; the booking says its documents were deleted", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await page
    .getByRole("button", { name: /Monthly/ })
    .first()
    .click();
  await stored;
  await page.goto("/cart-page");
  const email = uniqueEmail("privacy");
  await page.getByLabel("Name").fill("Meera Iyer");
  await page.getByLabel("Phone").fill("+91 98450 22114");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  const [consent] = await queryDatabase<{ purpose: string; notice_version: string }>(
    "select purpose, notice_version from consents where email = $1 and subject = $2",
    [email, bookingId],
  );
  expect(consent).toEqual({ purpose: "booking", notice_version: "2026-11-24" });

  // Signed in by the emailed link; a document sent from the booking page.
  const mail = await readMail(email, `Booking ${bookingId} received`);
  await page.goto(getLink(mail, /http:\/\/\S+\/sign-in-link\?token=[^\s"<&]+(?:&[^\s"<&]+)*/));
  // The link opens a page whose button signs in (issue 34.7).
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}`);
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "gstr-1-october.pdf", mimeType: "application/pdf", buffer: PDF("gstr-1") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });

  // The firm opens it: the client sees when, never who.
  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  const admin = await signInAsAdmin(staff);
  const [upload] = await queryDatabase<{ id: string }>("select id from uploads where booking_id = $1 limit 1", [
    bookingId,
  ]);
  const opened = await staff.request.get(`/admin/uploads/${upload?.id}`);
  expect(opened.status()).toBe(200);
  await page.reload();
  const openings = page.getByRole("region", { name: "Who opened your documents" });
  await expect(openings).toContainText(/opened by the firm on \d{1,2} \w{3} \d{4}/);
  await expect(openings).not.toContainText(admin.email);
  await openings.getByRole("heading", { name: "Who opened your documents" }).click();

  // A copy of everything.
  await page.getByRole("link", { name: "Take a copy of your data, or ask us to erase it" }).click();
  await expect(page.getByRole("heading", { name: "Your data", level: 1 })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download everything we hold about you" }).click();
  const zip = await readFile((await (await download).path()) ?? "");
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(zip.includes(Buffer.from("data.json"))).toBe(true);
  expect(zip.includes(Buffer.from(bookingId))).toBe(true);

  // Erasure, asked for and approved.
  await page.getByLabel("Anything we should know (optional)").fill("I have closed my business.");
  await page.getByRole("button", { name: "Ask us to erase my data" }).click();
  await expect(page.getByText(/Your request is with us/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Your requests" })).toContainText("Waiting for our answer");
  await expectReadable(page);

  await staff.goto("/admin-erasure-requests");
  const request = staff.getByRole("listitem").filter({ hasText: email });
  await expect(request).toContainText("I have closed my business.");
  await expect(request).toContainText(`An engagement is still open (${bookingId})`);
  await request.getByRole("button", { name: "Approve and erase" }).click();
  await expect(staff.getByText("Erased. The client is emailed.")).toBeVisible();
  await expectReadable(staff);
  await firm.close();

  await readMail(email, "Your data has been erased");
  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByText(/The documents you sent for this booking were deleted on /)).toBeVisible();
  // Not even its name is left: the access log keeps that it was opened, not what it was called.
  await expect(page.getByText("gstr-1-october.pdf")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Who opened your documents" })).toContainText(
    "an erased document: opened by the firm on",
  );
  await expectReadable(page);
  const left = await queryDatabase<{ count: string }>("select count(*) from uploads where booking_id = $1", [
    bookingId,
  ]);
  expect(left[0]?.count).toBe("0");
});
