// Issue 40, as a client and the firm live it: on a phone, the client books
// and chooses WhatsApp; the booking's notice reaches WhatsApp (Meta's
// stand-in, tests/e2e/whatsapp-control.ts), its button opens the booking
// page; staff ask for a document and the client gets the template; the
// client sends a photo back on WhatsApp and it is in the booking, as a PDF;
// staff see the WhatsApp notices in the booking's thread with their state;
// with two server processes working the queue, each notice went once.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { CONSENT_BOX, expectReadable, signInAsAdmin, uniqueEmail, waitForCartAnswer } from "./helpers.ts";
import { readWhatsAppSent, sendPhotoOnWhatsApp } from "./whatsapp-control.ts";

const PHONE = { width: 360, height: 780 };

/** With SCREENSHOTS=dir, a full-page picture of where the story is, to look at. */
async function keepPicture(page: Page, name: string) {
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/whatsapp-${name}.png`, fullPage: true });
}

/** The first template of this name sent to this number, waited for. */
async function waitForTemplate(number: string, name: string) {
  let found: Awaited<ReturnType<typeof readWhatsAppSent>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await readWhatsAppSent()).find(
          (message) => message.body.to === number && message.body.template?.name === name,
        );
        return found !== undefined;
      },
      { timeout: 30_000, message: `the ${name} template to ${number}` },
    )
    .toBe(true);
  return found as NonNullable<typeof found>;
}

test("a client chooses WhatsApp at 360 px; its notices reach WhatsApp, and a photo sent back is in the booking", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A number no other test uses: 9 and nine digits of the clock.
  const mobile = `9${String(Date.now()).slice(-9)}`;
  const number = `91${mobile}`;
  await page.setViewportSize(PHONE);
  await page.goto("/gst-filing");
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: "Monthly" }).first().click();
  await stored;
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill("Sushree Das");
  await page.getByLabel("Phone").fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("whatsapp"));
  await page.getByRole("checkbox", CONSENT_BOX).check();
  const whatsapp = page.getByRole("checkbox", { name: /notices on WhatsApp/ });
  await expect(whatsapp).not.toBeChecked();
  await whatsapp.check();
  await expectReadable(page, "the booking form with WhatsApp chosen");
  await keepPicture(page, "booking-form-360");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL("/booking-confirmation", { timeout: 30_000 });
  const bookingId = (await page.getByLabel("Booking id").textContent())?.trim() ?? "";
  // The confirmation says where its notice went: WhatsApp, not email.
  await expect(page.getByText("We have sent it to you on WhatsApp.", { exact: false })).toBeVisible();

  // The booking's notice goes by WhatsApp, and its button opens the booking page (a one-time sign-in link).
  const received = await waitForTemplate(number, "booking_received");
  const suffix = (
    received.body.template as unknown as { components: { type: string; parameters: { text: string }[] }[] }
  ).components.find((component) => component.type === "button")?.parameters[0]?.text;
  await page.goto(`${baseURL}/${suffix}`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`/bookings/${bookingId}`);
  await expect(page.getByRole("region", { name: "WhatsApp" })).toContainText(
    `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
  );

  // The firm asks for a document: the client gets the documents_needed template.
  const firm = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await firm.newPage();
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  await staff.getByLabel("Documents to ask for, one per line").fill("Purchase invoices for October 2026");
  await staff.getByRole("button", { name: "Ask the client" }).click();
  await expect(staff.getByText("Asked. The client is emailed the list of what is still needed.")).toBeVisible();
  const needed = await waitForTemplate(number, "documents_needed");
  expect(JSON.stringify(needed.body.template)).toContain("Purchase invoices for October 2026");

  // The client photographs the invoices and sends the photo back on WhatsApp: it is in the booking, as a PDF.
  expect(await sendPhotoOnWhatsApp(number, readFileSync("tests/fixtures/landscape.jpg"))).toBe(200);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByText(/WhatsApp photo \d{4}-\d{2}-\d{2}\.pdf/).count();
      },
      { timeout: 30_000, message: "the photo in the booking" },
    )
    .toBeGreaterThan(0);
  await expectReadable(page, "the booking page with the photo sent on WhatsApp");
  await keepPicture(page, "booking-page-360");

  // Staff see the WhatsApp notices in the thread, with where each stands.
  await staff.reload();
  const thread = staff.getByRole("list", { name: "Messages and notices, oldest first" });
  await expect(thread).toContainText("WhatsApp notice");
  await expect(thread).toContainText(/Delivered|Read|Sent/);
  await keepPicture(staff, "staff-thread");
  // Two server processes run the job queue's workers: each notice went once.
  const templates = (await readWhatsAppSent())
    .filter((message) => message.body.to === number && message.body.template)
    .map((message) => message.body.template?.name);
  expect(templates.sort()).toEqual(["booking_received", "documents_needed"]);
  await firm.close();
});
