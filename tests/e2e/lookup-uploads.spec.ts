// Issue 34.3, as people live it on a phone: someone who holds a booking's
// id sends a document through the past booking page (told what the spec
// says); the client's page shows it apart, ticking nothing; staff accept it
// from the booking's page, and from then on it counts.
import { expect, test } from "@playwright/test";
import {
  expectReadable,
  insertClientBooking,
  logInByRequest,
  PDF,
  queryDatabase,
  registerVerifiedUserByRequest,
  signInAsAdmin,
} from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const UNCHECKED = "Received through the booking lookup, not yet checked";

test("a document sent through the booking lookup is shown apart to the client and counts once staff accept it", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const client = await registerVerifiedUserByRequest(page, { name: "Meena Mishra" });
  const bookingId = await insertClientBooking(client.email, "Meena Mishra");

  // Someone else, in a browser of their own, with only the id.
  const stranger = await browser.newPage({ viewport: PHONE });
  await stranger.goto("/past-booking-details");
  await stranger.getByLabel("Booking Id").fill(bookingId);
  await stranger.getByRole("button", { name: "Search" }).click();
  await expect(stranger.getByText("Request found!")).toBeVisible();
  await stranger
    .getByLabel("Choose files")
    .setInputFiles([{ name: "pan-from-the-lookup.pdf", mimeType: "application/pdf", buffer: PDF("lookup pan") }]);
  await stranger.getByRole("button", { name: "Upload" }).click();
  await expect(stranger.getByText("Files uploaded successfully!")).toBeVisible();
  await stranger.close();

  // The client sees it apart, at 360 px; it ticks nothing.
  await logInByRequest(page, client.email, client.password);
  await page.goto(`/bookings/${bookingId}`);
  await expect(page.getByRole("heading", { name: UNCHECKED })).toBeVisible();
  await expect(page.getByText(/pan-from-the-lookup\.pdf \(\d+ bytes\), received/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Other documents you sent" })).toHaveCount(0);
  const needed = await page.getByText(/required documents? (is|are) still needed/).textContent();
  await expectReadable(page, "the client's booking page at 360 px");

  // Staff accept it, filed as the PAN, from the booking's page on a phone.
  const staff = await browser.newPage({ viewport: PHONE });
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const box = staff.getByRole("region", { name: UNCHECKED });
  await expect(box.getByRole("link", { name: "pan-from-the-lookup.pdf" })).toBeVisible();
  await expectReadable(staff, "the staff's booking page at 360 px");
  await box.getByLabel("File as (pan-from-the-lookup.pdf)").selectOption({ label: "PAN card" });
  await box.getByRole("button", { name: "Accept pan-from-the-lookup.pdf" }).click();
  await expect(box.getByText("Accepted pan-from-the-lookup.pdf: it now counts as received.")).toBeVisible();
  await expect(box.getByRole("link", { name: "pan-from-the-lookup.pdf" })).toHaveCount(0);
  await staff.close();

  await page.reload();
  await expect(page.getByRole("heading", { name: UNCHECKED })).toHaveCount(0);
  await expect(page.getByText(/required documents? (is|are) still needed/)).not.toHaveText(needed ?? "");
  const [row] = await queryDatabase<{ checked: boolean; filed_as: string }>(
    "select checked, filed_as from uploads where booking_id = $1",
    [bookingId],
  );
  expect(row).toEqual({ checked: true, filed_as: "pan" });
});
