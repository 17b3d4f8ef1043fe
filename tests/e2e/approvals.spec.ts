// Issue 38, item 1, on a phone: staff post a draft for approval (the
// computation and the draft return, with a summary), the client reads it
// in "Your approval", asks for the code, types it from the email and
// approves; the record of approval opens and shows each document's SHA-256.
// Then the tax of the approved computation (items 2 and 3): staff record the
// challan, filing waits for it, the client reports the CIN, staff confirm
// and file.
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { readPdfLine } from "#tests/pdf-text.ts";
import {
  expectReadable,
  insertClientBooking,
  logInByRequest,
  PDF,
  readMail,
  registerVerifiedUserByRequest,
  signInAsAdmin,
} from "./helpers.ts";

const PHONE = { width: 360, height: 780 };
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test("staff post a draft; the client approves it at 360 px with the code from the email; the record shows the hashes", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(PHONE);
  const client = await registerVerifiedUserByRequest(page, { name: "Kavya Raghunathan" });
  const bookingId = await insertClientBooking(client.email, "Kavya Raghunathan", "In preparation");
  const computation = PDF("computation of income AY 2026-27");
  const draftReturn = PDF("draft ITR-2");

  // Staff post version 1 from the booking's page, on a phone.
  const staff = await browser.newPage({ viewport: PHONE });
  await signInAsAdmin(staff);
  await staff.goto(`/admin-dashboard/${bookingId}`);
  const drafts = staff.getByRole("region", { name: "Drafts for the client's approval" });
  await drafts.getByLabel(/^Documents/).setInputFiles([
    { name: "computation.pdf", mimeType: "application/pdf", buffer: computation },
    { name: "ITR-2 draft.pdf", mimeType: "application/pdf", buffer: draftReturn },
  ]);
  await drafts.getByLabel("Amount in rupees (not needed for nil)").fill("12,340");
  await drafts.getByLabel("Figures the client should check").fill("Salary ₹12,40,000\nTDS ₹86,500");
  await drafts.getByRole("button", { name: "Post for approval" }).click();
  await expect(drafts.getByText("Posted version 1. The client is emailed to check and approve it.")).toBeVisible();
  await expect(drafts.getByText("Version 1: Waiting for the client's approval")).toBeVisible();
  await expectReadable(staff, "the staff's booking page with a draft at 360 px");

  // The client: the card points at the box, which shows the documents and the summary as written.
  await logInByRequest(page, client.email, client.password);
  await page.goto(`/bookings/${bookingId}`);
  const toDo = page.getByRole("region", { name: "What to do now" });
  await expect(toDo.getByText("Approve the draft (version 1)")).toBeVisible();
  await toDo.getByRole("link", { name: "Check and approve" }).click();
  await expect(page).toHaveURL(/#approval-heading$/);
  const box = page.getByRole("region", { name: "Your approval" });
  await expect(box.getByRole("link", { name: "computation.pdf" })).toBeVisible();
  await expect(box.getByRole("link", { name: "ITR-2 draft.pdf" })).toBeVisible();
  await expect(box.getByText("₹12,340.00")).toBeVisible();
  await expect(box.getByText("Salary ₹12,40,000\nTDS ₹86,500")).toBeVisible();
  // The draft's documents are not among the deliverables.
  await expect(page.getByRole("link", { name: /computation\.pdf/ })).toHaveCount(1);
  await expectReadable(page, "the client's approval box at 360 px");

  await box.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(box.getByText(`We have emailed a six-digit code to ${client.email}`)).toBeVisible();
  const mail = await readMail(client.email, `Your code to approve the draft for booking ${bookingId}`);
  const code = /is (\d{6})\./.exec(mail)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await box.getByLabel("Six-digit code from the email").fill(code);
  await box.getByRole("button", { name: "Approve version 1" }).click();
  await expect(box.getByText("Thank you: you approved version 1.")).toBeVisible();
  await expect(box.getByText("You approved version 1 of the draft.")).toBeVisible();
  await expect(toDo.getByText("Approve the draft (version 1)")).toHaveCount(0);
  await expectReadable(page, "the client's approval box, approved, at 360 px");

  // The record of approval opens as a PDF and shows each document's SHA-256.
  const record = box.getByRole("link", { name: "Record of approval, version 1 (PDF)" });
  const pdf = await page.request.get((await record.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = await readPdfLine(await pdf.body());
  expect(text).toContain("Record of approval");
  expect(text).toContain(sha256(computation));
  expect(text).toContain(sha256(draftReturn));
  expect(text).toContain(client.email);

  // Staff see the approval and open the same record.
  await staff.reload();
  await expect(drafts.getByText("Version 1: Approved")).toBeVisible();
  const staffRecord = await staff.request.get(
    (await drafts.getByRole("link", { name: /^Record of approval \(PDF\)/ }).getAttribute("href")) ?? "",
  );
  expect(await readPdfLine(await staffRecord.body())).toContain(sha256(computation));

  // Issue 38, items 2 and 3: the self-assessment tax of the approved computation, paid before filing.
  const challans = staff.getByRole("region", { name: "Tax the client pays" });
  await challans.getByText("Record an income tax challan").click();
  const record38 = challans.getByRole("form", { name: "Record an income tax challan" });
  const crn = "26042100012340";
  await record38.getByLabel("CRN").fill(crn);
  await record38.getByLabel("For the period").fill("AY 2026-27");
  await record38
    .getByLabel("Pay by")
    .fill(
      await staff.evaluate(() =>
        new Date(Date.now() + 5 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }),
      ),
    );
  await record38.getByLabel("Self-assessment tax (300) tax").fill("12,340");
  await record38.getByRole("button", { name: "Record and email the client" }).click();
  await expect(challans.getByRole("status")).toHaveText(
    "Recorded: the client is emailed to pay ₹12,340.00 by the date.",
  );
  const fileIt = async () => {
    await staff.getByLabel("Stage", { exact: true }).selectOption("Filed / Submitted");
    await staff.getByRole("button", { name: "Move", exact: true }).click();
  };
  await fileIt();
  await expect(staff.getByText("Not moved: Income tax for AY 2026-27 (₹12,340.00) is not paid.")).toBeVisible();

  // The client pays through their bank and reports the CIN; staff confirm it and file.
  await page.reload();
  await expect(toDo.getByRole("listitem").first()).toContainText("Pay ₹12,340.00 of Income tax to the government by");
  const challan = page.getByRole("article", { name: "Income tax for AY 2026-27" });
  await challan.getByLabel("CIN from your bank's receipt").fill(`${crn}SBIN`);
  await challan.getByRole("button", { name: "Report it paid" }).click();
  await expect(challan).toContainText("We will check it on the portal.");
  await staff.reload();
  await challans.getByRole("button", { name: "Confirm paid" }).click();
  await expect(challans.getByRole("status")).toContainText("Confirmed paid");
  await fileIt();
  await expect(staff.getByText("Moved to Filed / Submitted.")).toBeVisible();
  await staff.close();
});
