import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { decodeQuotedPrintable } from "#tests/smtp.ts";
import {
  CONSENT_BOX,
  logInByRequest,
  PDF,
  queryDatabase,
  readMail,
  readSubject,
  registerVerifiedUserByRequest,
  signInAsAdmin,
  uniqueEmail,
  waitForCartAnswer,
  ZIP,
} from "./helpers.ts";

// The booking flow as a returning visitor has it: through the service worker.
test.use({ serviceWorkers: "allow" });

// The booking, its uploads and their "finished" come before the confirmation
// page: on a loaded machine that is more than the default wait.
const AFTER_UPLOADS = { timeout: 30_000 };

/** Every message to this address in the server's dev outbox so far. */
function mailsTo(email: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    return [];
  }
  return files
    .map((file) => decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8")))
    .filter((text) => text.includes(`To: ${email}`));
}

async function pick(page: Page, path: string, option: string) {
  await page.goto(path);
  const card = page.getByRole("button", { name: option }).first();
  const stored = waitForCartAnswer(page);
  await card.click();
  await expect(card).toHaveAttribute("aria-pressed", "true");
  expect((await stored).status()).toBeLessThan(400);
}

test("book two services with two documents, then find the booking and add a document", async ({ page }) => {
  test.setTimeout(90_000);
  await pick(page, "/gst-filing", "Monthly");
  await pick(page, "/income-tax-filing", "NRI");
  await page.getByRole("link", { name: "Select Service & Proceed to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Services Availed" })).toBeVisible();
  await expect(page.getByText("₹500 x 1 = ₹500")).toBeVisible();
  await expect(page.getByText("₹2,000 x 1 = ₹2,000")).toBeVisible();
  await expect(page.getByText("₹2,500", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Increase quantity of GST Filing – Monthly" }).click();
  await expect(page.getByText("₹500 x 2 = ₹1,000")).toBeVisible();
  await expect(page.getByText("₹3,000", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Decrease quantity of GST Filing – Monthly" }).click();
  await expect(page.getByText("₹500 x 1 = ₹500")).toBeVisible();

  const email = uniqueEmail("booker");
  await page.getByLabel("Name").fill("Sunita Patnaik");
  await page.getByLabel("Phone").fill("+91 94370 12345");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Special instructions (optional)").fill("Please call after 5 pm.");
  await page.getByLabel("Documents (optional)").setInputFiles([
    { name: "form16.pdf", mimeType: "application/pdf", buffer: PDF("form 16") },
    { name: "bank-statements.zip", mimeType: "application/zip", buffer: ZIP() },
  ]);
  await page.getByRole("checkbox", CONSENT_BOX).check();
  // The toast shows for 2 s as the documents finish, while the confirmation
  // page loads: watched from the click, so a slow load cannot hide it.
  const toast = page.getByText("Booking submitted successfully!").waitFor(AFTER_UPLOADS);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await toast;
  await expect(page).toHaveURL("/booking-confirmation", AFTER_UPLOADS);
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  expect(bookingId).toMatch(/^ETF-\d{13}-\d{1,4}$/);
  const reference = (await page.getByLabel("Booking reference").textContent())?.trim() ?? "";
  await expect(page.getByText(/form16\.pdf/)).toBeVisible();
  await expect(page.getByText(/bank-statements\.zip/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

  const [stored] = await queryDatabase<{ email: string; total: number; status: string }>(
    `select email, status, (select sum(charge * quantity)::int from booking_items i where i.booking_id = b.booking_id) as total
     from bookings b where booking_id = $1`,
    [bookingId],
  );
  expect(stored).toEqual({ email, total: 2500, status: "In Progress" });
  const files = await queryDatabase<{ file_name: string }>(
    "select file_name from uploads where booking_id = $1 order by id",
    [bookingId],
  );
  expect(files.map((file) => file.file_name).sort()).toEqual(["bank-statements.zip", "form16.pdf"]);
  // One email for the booking, sent once its uploads are done, listing them (issue 17 item 6).
  const mail = await readMail(email, `Booking ${bookingId} received`);
  expect(mail).toContain("Total: ₹2,500");
  expect(mail).toContain("Documents received (2):");
  expect(mail).toContain("form16.pdf");
  expect(mail).toContain("bank-statements.zip");
  expect(mail).not.toContain("not received any documents");
  expect(mailsTo(email)).toHaveLength(1);

  // The cart is empty after booking.
  await page.goto("/cart-page");
  await expect(page.getByText("Kindly select any service(s) to proceed.")).toBeVisible();

  // Past booking search: only what a stranger holding the id may see.
  await page.getByRole("main").getByRole("link", { name: "Search Past Bookings" }).click();
  await page.getByLabel("Booking Id").fill(`  ${bookingId}  `);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Request found!")).toBeVisible();
  await expect(page.getByText("In Progress")).toBeVisible();
  await expect(page.getByText("GST Filing – Monthly x 1")).toBeVisible();
  const body = await page.locator("main").textContent();
  for (const secret of ["Sunita", email, "94370", "form16.pdf", "Please call"]) expect(body).not.toContain(secret);

  await page.getByLabel("Choose files").setInputFiles([
    { name: "pan-card.pdf", mimeType: "application/pdf", buffer: PDF("pan") },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain text") },
  ]);
  // The wrong file is flagged as soon as it is chosen; nothing is sent until it is removed.
  const chosen = page.getByRole("list", { name: "Chosen files" });
  await expect(chosen.getByRole("listitem").filter({ hasText: "notes.txt" })).toContainText(
    "Error - notes.txt: only PDF and ZIP files are accepted.",
  );
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Please remove the files marked Error, or choose others, before sending.")).toBeVisible();
  expect(await queryDatabase("select 1 from uploads where booking_id = $1", [bookingId])).toHaveLength(2);
  await chosen.getByRole("button", { name: "Remove notes.txt" }).click();
  await page.getByRole("button", { name: "Upload" }).click();
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem").filter({ hasText: "pan-card.pdf" })).toContainText("Uploaded");
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible();

  // A good file chosen by mistake can be removed too.
  await page.getByLabel("Choose files").setInputFiles([
    { name: "itr-v.pdf", mimeType: "application/pdf", buffer: PDF("itr-v") },
    { name: "someone-elses-pan.pdf", mimeType: "application/pdf", buffer: PDF("not this one") },
  ]);
  await expect(chosen.getByRole("listitem")).toHaveCount(2);
  await chosen.getByRole("button", { name: "Remove someone-elses-pan.pdf" }).click();
  await expect(chosen.getByRole("listitem")).toHaveCount(1);
  await expect(chosen).toContainText("itr-v.pdf");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible();
  const later = await queryDatabase<{ file_name: string }>("select file_name from uploads where booking_id = $1", [
    bookingId,
  ]);
  expect(later.map((file) => file.file_name)).toEqual(expect.arrayContaining(["pan-card.pdf", "itr-v.pdf"]));
  expect(later.map((file) => file.file_name)).not.toContain("someone-elses-pan.pdf");
  // One receipt per round of uploads, not per file: two rounds, two receipts.
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(3);
  const receipts = mailsTo(email).filter(
    (text) => readSubject(text) === `[${reference}] Documents received for booking ${bookingId}`,
  );
  expect(receipts).toHaveLength(2);
  expect(receipts.join("\n")).toContain("pan-card.pdf");
  expect(receipts.join("\n")).toContain("itr-v.pdf");
});

test("the customer details messages, and the first invalid field gets focus", async ({ page }) => {
  await pick(page, "/gst-filing", "Annual");
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill("   ");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter your phone number.")).toBeVisible();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please agree to the privacy notice to continue.")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await page.getByLabel("Name").fill("Leela");
  await page.getByLabel("Phone").fill("12");
  await page.getByLabel("Email", { exact: true }).fill("leela@");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page.getByText(/Please enter a valid phone number/)).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByLabel("Phone")).toBeFocused();
});

test("the Hindi booking form says its messages in Hindi as they are typed, and books in Hindi", async ({ page }) => {
  await pick(page, "/gst-filing", "Annual");
  await page.goto("/hi/cart-page");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await page.getByRole("button", { name: "बुकिंग पूरी करें" }).click();
  await expect(page.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await expect(page.getByText("कृपया अपना फ़ोन नंबर लिखें।")).toBeVisible();
  await expect(page.getByText("आगे बढ़ने के लिए कृपया निजता सूचना पर सहमति दें।")).toBeVisible();
  await expect(page.getByLabel("नाम", { exact: true })).toBeFocused();
  await page.getByLabel("नाम", { exact: true }).fill("लीला");
  await page.getByLabel("फ़ोन", { exact: true }).fill("12");
  await page.getByLabel("ईमेल", { exact: true }).fill("leela@");
  await expect(page.getByText("कृपया सही ईमेल पता लिखें।")).toBeVisible();
  await expect(page.getByText(/कृपया सही फ़ोन नंबर लिखें/)).toBeVisible();
  await expect(page.getByText(/Please enter/)).toHaveCount(0);
  await page.getByLabel("फ़ोन", { exact: true }).fill("+91 98765 43210");
  await page.getByLabel("ईमेल", { exact: true }).fill(`leela-${Date.now()}@example.com`);
  // The privacy notice's box (with WhatsApp set up, the WhatsApp box comes first, under the phone).
  await page.getByRole("checkbox", { name: /निजता सूचना/ }).check();
  await page.getByRole("button", { name: "बुकिंग पूरी करें" }).click();
  await expect(page).toHaveURL(/\/hi\/booking-confirmation$/);
  await expect(page.getByRole("heading", { name: "धन्यवाद! आपकी बुकिंग मिल गई है।" })).toBeVisible();
});

test("the cart reads in the spec's order, the total directly above Proceed to Checkout, and offers another service (issue 36.9)", async ({
  page,
}) => {
  await pick(page, "/gst-filing", "Monthly");
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/cart-page");
    const form = page.locator("form#customer-details");
    const total = form.locator("[data-total]");
    const proceed = form.getByRole("button", { name: "Proceed to Checkout" });
    await expect(total).toHaveText("₹500");
    await expect(page.locator("[data-total]")).toHaveCount(1);
    // The total's box is the last thing before the button, under every field of the form.
    const gap = await proceed.evaluate((button) => {
      const box = button.previousElementSibling;
      if (!box?.querySelector("[data-total]")) return null;
      return button.getBoundingClientRect().top - box.getBoundingClientRect().bottom;
    });
    expect(gap, `${viewport.width} px: the total's box right above the button`).not.toBeNull();
    expect(gap ?? 99).toBeLessThan(32);
    const totalBox = await total.boundingBox();
    const consentBox = await page.getByRole("checkbox", CONSENT_BOX).boundingBox();
    const documentsBox = await page.getByLabel("Documents (optional)").boundingBox();
    for (const field of [consentBox, documentsBox]) {
      expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThan(totalBox?.y ?? 0);
    }
  }
  await page.getByRole("link", { name: "Add another service" }).click();
  await expect(page).toHaveURL("/services-mega-page");
  await pick(page, "/income-tax-filing", "NRI");
  await page.goto("/cart-page");
  await expect(page.getByText("₹500 x 1 = ₹500")).toBeVisible();
  await expect(page.getByText("₹2,000 x 1 = ₹2,000")).toBeVisible();
  await expect(page.locator("form#customer-details [data-total]")).toHaveText("₹2,500");
});

test("an empty cart asks to select a service", async ({ page }) => {
  await page.goto("/cart-page");
  await expect(page.getByRole("heading", { name: "Services Availed" })).toBeVisible();
  await expect(page.getByText("Kindly select any service(s) to proceed.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Search Past Bookings" })).toHaveAttribute(
    "href",
    "/past-booking-details",
  );
});

test("a logged-in user's details are prefilled and the booking shows on their dashboard", async ({ page }) => {
  const user = await registerVerifiedUserByRequest(page, { name: "Meena Mishra" });
  await logInByRequest(page, user.email, user.password);
  await pick(page, "/company-registration", "LLP");
  await page.goto("/cart-page");
  await expect(page.getByLabel("Name")).toHaveValue("Meena Mishra");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel("Phone")).toHaveValue("+91 98765 43210");
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", AFTER_UPLOADS);
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  await page.goto("/user-dashboard");
  // Each booking is a card named by its id (issue 18 item 6).
  const card = page.getByRole("article", { name: bookingId });
  await expect(card).toContainText("Company Registration – LLP x 1");
  await expect(card).toContainText("On Request");
  await expect(card).toContainText("In Progress");
});

test("past booking search messages", async ({ page }) => {
  await page.goto("/past-booking-details");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Please enter a Booking Id.")).toBeVisible();
  await page.getByLabel("Booking Id").fill("ETF-0000000000000-1");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No request found with that Booking Id.")).toBeVisible();
});

test("the confirmation page opened with no booking says so", async ({ page }) => {
  await page.goto("/booking-confirmation");
  await expect(page.getByRole("heading", { name: "No booking to confirm" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the booking form posts details and files together and lands on the confirmation", async ({ page }) => {
    await pick(page, "/gst-filing", "Quarterly");
    await page.goto("/cart-page");
    await page.getByLabel("Name").fill("Gopal Rath");
    await page.getByLabel("Phone").fill("9437098765");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail());
    await page
      .getByLabel("Documents (optional)")
      .setInputFiles([{ name: "gstr-2b.pdf", mimeType: "application/pdf", buffer: PDF("gstr") }]);
    await page.getByRole("checkbox", CONSENT_BOX).check();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page).toHaveURL("/booking-confirmation", AFTER_UPLOADS);
    await expect(page.getByLabel("Booking id")).toHaveText(/ETF-\d{13}-\d{1,4}/);
    await expect(page.getByText(/gstr-2b\.pdf/)).toBeVisible();
  });

  test("the form keeps what was typed when the server refuses it", async ({ page }) => {
    await pick(page, "/gst-filing", "Quarterly");
    await page.goto("/cart-page");
    await page.getByLabel("Name").fill("Gopal Rath");
    await page.getByLabel("Email", { exact: true }).fill("gopal@example.com");
    await page.getByRole("checkbox", CONSENT_BOX).check();
    await page.getByRole("button", { name: "Proceed to Checkout" }).click();
    await expect(page.getByText("Please enter your phone number.")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveValue("Gopal Rath");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("gopal@example.com");
    await expect(page.getByRole("checkbox", CONSENT_BOX)).toBeChecked();
  });
});

test("an admin is sent to /login from the user dashboard, and on from there to the admin dashboard", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const first = await page.request.get("/user-dashboard", { maxRedirects: 0 });
  expect(first.headers().location).toMatch(/^\/login/);
  await page.goto("/user-dashboard");
  await expect(page).toHaveURL("/admin-dashboard");
});

test("documents sent with a booking upload three at a time", async ({ page }) => {
  test.setTimeout(60_000);
  let inFlight = 0;
  let mostAtOnce = 0;
  // Each upload is held a moment on its way, so those sent together overlap.
  await page.route("**/uploads", async (route) => {
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
    inFlight--;
  });
  await pick(page, "/gst-filing", "Monthly");
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill("Meera Das");
  await page.getByLabel("Phone").fill("9437012345");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("parallel"));
  const names = ["one", "two", "three", "four", "five"].map((name) => `${name}.pdf`);
  await page
    .getByLabel("Documents (optional)")
    .setInputFiles(names.map((name) => ({ name, mimeType: "application/pdf", buffer: PDF(name) })));
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", AFTER_UPLOADS);
  // Each as the confirmation lists what was received ("one.pdf (46 bytes)"), not as the sending
  // panel names it while it finishes (the name alone, and a Remove button's).
  for (const name of names) {
    await expect(page.getByText(new RegExp(`^${name.replace(".", "\\.")} \\(\\d+ bytes\\)$`))).toBeVisible();
  }
  expect(mostAtOnce).toBe(3);
});

test("each document on the past booking page has its own progress bar, and they run together", async ({ page }) => {
  test.setTimeout(60_000);
  await pick(page, "/gst-filing", "Monthly");
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill("Meera Das");
  await page.getByLabel("Phone").fill("9437012345");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("later"));
  await page.getByRole("checkbox", CONSENT_BOX).check();
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", AFTER_UPLOADS);
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  let inFlight = 0;
  let mostAtOnce = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/uploads", async (route) => {
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    await held;
    await route.continue();
    inFlight--;
  });
  await page.goto("/past-booking-details");
  await page.getByLabel("Booking Id").fill(bookingId);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("Request found!")).toBeVisible();
  const names = ["a.pdf", "b.pdf", "c.pdf", "d.pdf"];
  await page
    .getByLabel("Choose files")
    .setInputFiles(names.map((name) => ({ name, mimeType: "application/pdf", buffer: PDF(name) })));
  await page.getByRole("button", { name: "Upload" }).click();
  for (const name of names) await expect(page.getByRole("progressbar", { name: `Upload of ${name}` })).toBeVisible();
  await expect.poll(() => inFlight).toBe(3);
  release();
  await expect(page.getByText("Files uploaded successfully!")).toBeVisible();
  expect(mostAtOnce).toBe(3);
});
