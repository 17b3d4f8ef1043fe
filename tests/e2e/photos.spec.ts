// Photos of documents from a phone or a desktop: a JPEG and a HEIC chosen
// together become one stored PDF of two pages; a wrong file is flagged as
// soon as it is chosen, and no booking is saved until it is removed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { expect, type Page, test } from "@playwright/test";
import { decryptStream, parseKeyring, unwrapDataKey } from "#app/uploads/document-crypto.server.ts";
import { readPdfPageSizes } from "#tests/pdf-text.ts";
import { fillCart, queryDatabase, uniqueEmail } from "./helpers.ts";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../fixtures", name));
const WIDTHS = [
  { name: "phone", width: 360, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];

const cartWithService = (page: Page, email: string) =>
  fillCart(page, { service: "/gst-filing", option: "Monthly", name: "Kavya Mohanty", phone: "+91 94370 55555", email });

/**
 * A stored document as the site reads it: stored encrypted (issue 22.1), its
 * data key in document_keys wrapped by the data directory's master key.
 */
async function readStoredDocument(key: string): Promise<Buffer> {
  const dataDir = process.env.E2E_DATA_DIR ?? "";
  const [row] = await queryDatabase<{ key_id: string; wrapped_key: string }>(
    "select key_id, wrapped_key from document_keys where storage_key = $1",
    [key],
  );
  const master = parseKeyring(readFileSync(path.join(dataDir, "document-key"), "utf8")).keys.find(
    (candidate) => candidate.id === row?.key_id,
  );
  if (!row || !master) throw new Error(`no key for the stored document ${key}`);
  const decrypt = decryptStream(unwrapDataKey(row.wrapped_key, master));
  decrypt.end(readFileSync(path.join(dataDir, "uploads", key.slice(0, 2), key)));
  return buffer(decrypt);
}

for (const viewport of WIDTHS) {
  test(`a JPEG and a HEIC photo chosen together become one PDF of two pages (${viewport.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail("photos");
    await cartWithService(page, email);
    await expect(page.getByText(/PDF, ZIP or photos/)).toBeVisible();
    await page.getByLabel("Documents (optional)").setInputFiles([
      { name: "form16-page1.jpg", mimeType: "image/jpeg", buffer: fixture("rotated.jpg") },
      { name: "form16-page2.heic", mimeType: "image/heic", buffer: fixture("portrait.heic") },
    ]);
    const chosen = page.getByRole("list", { name: "Chosen files" });
    await expect(chosen.getByRole("listitem")).toHaveCount(2);
    await expect(chosen).toContainText("Photo, will be sent as PDF");
    await expect(
      page.getByText("These 2 photos will be sent as one PDF, 2 pages, named form16-page1.pdf."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();

    await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
    const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
    expect(bookingId).toMatch(/^ETF-\d{13}-\d{1,4}$/);
    await expect(page.getByText(/form16-page1\.pdf/)).toBeVisible();

    const stored = await queryDatabase<{ file_name: string; storage_key: string }>(
      "select file_name, storage_key from uploads where booking_id = $1",
      [bookingId],
    );
    expect(stored.map((row) => row.file_name)).toEqual(["form16-page1.pdf"]);
    const sizes = await readPdfPageSizes(await readStoredDocument(stored[0]?.storage_key ?? ""));
    // rotated.jpg is stored 600 x 400 with EXIF orientation 6: upright it is 2:3; the HEIC is 3:4.
    const ratios = sizes.map(({ width, height }) => Math.round((width / height) * 100) / 100);
    expect(ratios).toEqual([0.67, 0.75]);
  });

  test(`a program renamed .pdf is flagged when chosen and no booking is saved (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const email = uniqueEmail("wrong-file");
    await cartWithService(page, email);
    await page.getByLabel("Documents (optional)").setInputFiles([
      { name: "balance-sheet.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 this is an exe") },
      { name: "pan.png", mimeType: "image/png", buffer: fixture("portrait.png") },
    ]);
    const chosen = page.getByRole("list", { name: "Chosen files" });
    await expect(chosen.getByRole("listitem").filter({ hasText: "balance-sheet.pdf" })).toContainText(
      "Error - balance-sheet.pdf: only PDF and ZIP files are accepted.",
    );
    const widest = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(viewport.width);

    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(
      page.getByText("Please remove the files marked Error, or choose others, before sending."),
    ).toBeVisible();
    await expect(page).toHaveURL("/cart-page");
    expect(await queryDatabase("select 1 from bookings where email = $1", [email])).toEqual([]);

    await chosen.getByRole("button", { name: "Remove balance-sheet.pdf" }).click();
    await expect(chosen.getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
    const rows = await queryDatabase<{ file_name: string }>(
      "select u.file_name from uploads u join bookings b on b.booking_id = u.booking_id where b.email = $1",
      [email],
    );
    expect(rows.map((row) => row.file_name)).toEqual(["pan.pdf"]);
  });
}
