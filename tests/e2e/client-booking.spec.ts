// Issue 20, as a client lives it on a phone: book with no account, open the
// link from the confirmation email, see what the firm needs, send Form 16
// against its line, read the firm's message and download what it filed.
import { randomUUID } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { createDiskStorage } from "#app/uploads/storage.server.ts";
import { getLink, PDF, queryDatabase, readMail, uniqueEmail, waitForCartAnswer } from "./helpers.ts";

const PHONE = { width: 360, height: 780 };

/** What the firm's staff pages will do (issue 21): a message and a filed acknowledgement, written as the server would. */
async function firmReplies(bookingId: string, acknowledgement: Buffer) {
  await queryDatabase("insert into booking_messages (booking_id, author, body) values ($1, 'firm', $2)", [
    bookingId,
    "Thank you. Your return is filed; the acknowledgement is below.",
  ]);
  const storage = createDiskStorage(path.join(process.env.E2E_DATA_DIR ?? "", "uploads"));
  const saved = await storage.save(Readable.from(acknowledgement));
  await queryDatabase(
    `insert into uploads (booking_id, file_name, storage_key, content_type, size, sha256, source)
     values ($1, 'ITR-V acknowledgement.pdf', $2, 'application/pdf', $3, $4, 'firm')`,
    [bookingId, saved.key, saved.size, saved.sha256],
  );
}

/** WCAG A/AA and every part inside a landmark, as the accessibility walk checks public pages; and nothing wider than the phone. */
async function expectReadable(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      rules: { region: { enabled: true } },
    })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "region",
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
}

test("a client with no account books, opens the emailed link, sends Form 16 against its line and downloads what the firm filed", async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  await expect(page.getByRole("heading", { name: "Documents to keep ready" })).toBeVisible();

  // The confirmation email lists what to keep ready and carries the link, as a mail client shows it.
  const mail = await readMail(email, `Booking ${bookingId} received`);
  expect(mail).toContain(`What we need for Income Tax Filing`);
  const link = getLink(mail, /http:\/\/\S+\/api\/auth\/magic-link\/verify\?token=[^\s"<&]+(?:&[^\s"<&]+)*/);
  await page.goto(link);
  await expect(page).toHaveURL(`/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: "What we need from you" })).toBeVisible();
  await expect(page.getByText(/required documents? (is|are) still needed/)).toBeVisible();
  await page.screenshot({ path: "test-results/client-booking-360.png", fullPage: true });
  await expectReadable(page);

  // Form 16, filed against its line.
  await page.getByLabel("This document is").selectOption("form-16");
  await page
    .getByLabel("Choose files")
    .setInputFiles({ name: "form16-acme.pdf", mimeType: "application/pdf", buffer: PDF("form 16") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("region", { name: "What we need from you" })).toContainText(
    /form16-acme\.pdf \(\d+ bytes\), received/,
  );
  const [filed] = await queryDatabase<{ filed_as: string }>("select filed_as from uploads where booking_id = $1", [
    bookingId,
  ]);
  expect(filed?.filed_as).toBe("form-16");

  // Later, the firm writes and files; the client reads it and downloads the acknowledgement.
  const acknowledgement = PDF(`ITR-V ${randomUUID()}`);
  await firmReplies(bookingId, acknowledgement);
  await page.reload();
  await expect(page.getByRole("list", { name: "Messages, oldest first" })).toContainText("Your return is filed");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download ITR-V acknowledgement.pdf" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("ITR-V acknowledgement.pdf");
  const { readFile } = await import("node:fs/promises");
  expect(Buffer.compare(await readFile((await file.path()) ?? ""), acknowledgement)).toBe(0);

  // The client writes back.
  await page.getByLabel("Your message").fill("Thank you! <b>Received</b>.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("list", { name: "Messages, oldest first" })).toContainText("Thank you! <b>Received</b>.");
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
