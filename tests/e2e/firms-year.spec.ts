// Issue 37's "Done when", end to end: staff import three clients from a CSV
// (the dry run first), make one of them an engagement of monthly GST returns
// that bills when filed; the period's work item appears by itself (the job
// queue's sweep); the client, on a 360 px phone, finds it on their dashboard
// and uploads its documents in one tap; staff record GSTR-1 as filed with an
// ARN and move the work to Filed; the compliance grid shows it filed on
// time; the client sees it under Filed returns; the period's invoice, issued
// by itself when filed, is paid by UPI and confirmed. Every date is worked
// from today, so the story holds on any day.
import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { getPeriodLabel, getPeriodOn } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { checkGstin } from "#app/invoices/gstin.ts";
import {
  expectAccessible,
  expectNoWiderThanScreen,
  logInByRequest,
  PDF,
  queryDatabase,
  registerVerifiedUserByRequest,
  signInAsAdmin,
} from "./helpers.ts";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** A PAN no other test holds (a firm's: F), and an Odisha GSTIN on it with its check character. */
function newPanAndGstin() {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const letter = () => letters[randomInt(26)] ?? "A";
  const pan = `${letter()}${letter()}${letter()}F${letter()}${String(randomInt(10_000)).padStart(4, "0")}${letter()}`;
  const gstin = [..."0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    .map((check) => `21${pan}1Z${check}`)
    .find((each) => checkGstin(each).ok);
  if (!gstin) throw new Error(`no GSTIN for ${pan}`);
  return { pan, gstin };
}

test("the firm's year: import, engagement, the period by itself, the client's upload, filed with an ARN, on the grid, under Filed returns, invoiced and paid by UPI", async ({
  page: client,
  browser,
}) => {
  test.setTimeout(180_000);
  const today = getTodayInIndia();
  // This month's returns: GSTR-1 is due on the 11th of next month, so filed today it is on time.
  const period = getPeriodOn("monthly", today);
  const month = getPeriodLabel(period);
  const account = await registerVerifiedUserByRequest(client, { name: "Sahoo Traders" });
  const firm = await browser.newContext({ viewport: DESKTOP });
  const staff = await firm.newPage();
  await signInAsAdmin(staff);

  const sahoo = newPanAndGstin();
  const others = [newPanAndGstin(), newPanAndGstin()];
  let clientId = "";
  await test.step("staff import three clients from a CSV: a dry run, then the import", async () => {
    const tag = randomInt(1_000_000);
    const csv = [
      "Name,Email,Phone,PAN,GSTIN,Services",
      `Sahoo Traders,${account.email},+91 94370 11111,${sahoo.pan},${sahoo.gstin},`,
      `Mohanty Hardware,mohanty-${tag}@example.com,+91 94370 22222,${others[0]?.pan},${others[0]?.gstin},`,
      `Das Medicals,das-${tag}@example.com,+91 94370 33333,${others[1]?.pan},${others[1]?.gstin},`,
    ].join("\n");
    await staff.goto("/admin-clients/import");
    await staff
      .getByLabel("CSV file")
      .setInputFiles({ name: "clients.csv", mimeType: "text/csv", buffer: Buffer.from(`${csv}\n`) });
    await staff.getByRole("button", { name: "Check the file" }).click();
    await expect(staff.getByRole("heading", { name: "What the import will do" })).toBeVisible();
    await expect(staff.getByText(`GSTIN ${sahoo.gstin} (Odisha)`)).toBeVisible();
    await staff.getByRole("button", { name: "Import 3 rows" }).click();
    await expect(staff.getByText("Imported: 6 changes for 3 clients.")).toBeVisible();
    const [row] = await queryDatabase<{ id: string }>("select id from clients where email = $1", [account.email]);
    clientId = String(row?.id);
  });

  await test.step("staff make Sahoo Traders an engagement of monthly GST, billed when filed; the period appears by itself", async () => {
    await staff.goto(`/admin-clients/${clientId}`);
    const box = staff.getByRole("region", { name: "Engagements" });
    await box.getByText("Add an engagement").click();
    await box.getByLabel("Service").selectOption("gst-monthly");
    await box.getByLabel("Start period").fill(period);
    await box.getByLabel("Price a period (₹, before GST)").fill("1,500");
    await box.getByLabel("Invoice each period").selectOption("filed");
    // 45 days before GSTR-1's day (the 11th of next month) is before this month began: its work appears today.
    await box.getByLabel("Work appears (days before the return is due)").fill("45");
    await box.getByRole("button", { name: "Add engagement" }).click();
    await expect(box.getByRole("status")).toContainText("Engagement added: GST returns, monthly");
    // The sweep queued with the engagement makes the period's work item, once.
    await expect
      .poll(
        async () =>
          (
            await queryDatabase<{ n: string }>(
              "select count(*) as n from bookings b join engagements e on e.id = b.engagement_id where e.client_id = $1",
              [clientId],
            )
          )[0]?.n,
        { timeout: 30_000 },
      )
      .toBe("1");
    await staff.reload();
    await expect(staff.getByRole("region", { name: "Work" })).toContainText(
      `GST returns, monthly (GSTR-1 and GSTR-3B): ${month}`,
    );
  });

  const [work] = await queryDatabase<{ booking_id: string; due_on: string }>(
    "select b.booking_id, to_char(b.due_on, 'YYYY-MM-DD') as due_on from bookings b join engagements e on e.id = b.engagement_id where e.client_id = $1",
    [clientId],
  );
  const bookingId = work?.booking_id ?? "";
  expect((work?.due_on ?? "") > today).toBe(true);

  await test.step("the client, on a phone, finds the period's work on their dashboard and uploads in one tap", async () => {
    await client.setViewportSize(PHONE);
    await logInByRequest(client, account.email, account.password);
    await client.goto("/user-dashboard");
    const regular = client.getByRole("region", { name: "Your regular work" });
    await expect(regular).toContainText(month);
    await expect(regular).toContainText("We need documents from you before we can start.");
    await expectNoWiderThanScreen(client, "the dashboard's regular work at 360 px");
    await regular.getByRole("link", { name: `Upload for ${month}` }).click();
    await expect(client).toHaveURL(`/bookings/${bookingId}#send-heading`);
    for (const [line, fileName] of [
      [`Sales invoices, credit notes and debit notes for ${month}`, "sales-register.pdf"],
      [`Purchase invoices and expense bills with GST for ${month}`, "purchase-bills.pdf"],
    ] as const) {
      await client.getByLabel("This document is").selectOption({ label: line });
      await client
        .getByLabel("Choose files")
        .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: PDF(fileName) });
      await client.getByRole("button", { name: "Upload" }).click();
      await expect(client.getByText("Files uploaded successfully!")).toBeVisible({ timeout: 20_000 });
    }
    await expect(client.getByRole("region", { name: "What to do now" })).toContainText("Nothing waits on you");
  });

  const arn = `AA21${today.slice(5, 7)}${today.slice(2, 4)}${String(randomInt(1_000_000)).padStart(6, "0")}1`;
  await test.step("staff record GSTR-1 as filed with its ARN, and move the work to Filed", async () => {
    await staff.goto(`/admin-dashboard/${bookingId}`);
    await expect(staff.getByText(`${month} of`)).toBeVisible();
    // The period's own date, not "the next statutory date" (which, once it has passed, is the next period's).
    await expect(staff.getByText(`The period's first return is due: GSTR-1 for ${month},`)).toBeVisible();
    const record = staff
      .getByRole("region", { name: "Returns filed" })
      .getByRole("form", { name: "Record a return filed" });
    await record.getByLabel("Return").selectOption({ label: "GSTR-1 for the month" });
    await expect(record.getByLabel("Period", { exact: true })).toHaveValue(period);
    await record.getByLabel("Filed on").fill(today);
    await record.getByLabel("ARN or acknowledgement number").fill(arn);
    await record
      .getByLabel("Or upload it now (PDF)")
      .setInputFiles({ name: `GSTR-1 ${month}.pdf`, mimeType: "application/pdf", buffer: PDF("GSTR-1 ARN") });
    await record.getByRole("button", { name: "Record as filed" }).click();
    await expect(staff.getByText(new RegExp(`^Recorded: GSTR-1 for ${month}`))).toBeVisible();
    await expectAccessible(staff, "the period's staff page with a return filed");

    // GST returns wait for the client's approval: the client approved the figures on a call.
    const [booking] = await queryDatabase<{ version: number }>("select version from bookings where booking_id = $1", [
      bookingId,
    ]);
    const moved = await staff.request.post(`/admin-dashboard/${bookingId}`, {
      form: {
        intent: "stage",
        stage: "Filed / Submitted",
        version: String(booking?.version),
        overrideReason: "The client approved the GSTR-1 figures on a call.",
      },
    });
    expect(moved.status()).toBe(200);
  });

  await test.step("the compliance grid shows GSTR-1 filed on time, linked to its work item", async () => {
    // The financial year this month falls in: April to March.
    const start = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
    const fy = `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
    await staff.goto(`/admin-compliance?fy=${fy}&q=${encodeURIComponent("Sahoo Traders")}`);
    const table = staff.getByRole("region", { name: `Returns of FY ${fy}, clients by name, months across` });
    const filed = table.locator(`a[href="/admin-dashboard/${bookingId}"][title^="GSTR-1 for ${month}: Filed on time"]`);
    await expect(filed).toHaveText(/On time$/);
    await expectAccessible(staff, "the compliance grid");
  });

  await test.step("the client sees it under Filed returns, with the acknowledgement", async () => {
    await client.goto("/filed-returns");
    await expect(client.getByRole("heading", { name: "Filed returns", level: 1 })).toBeVisible();
    const year = client.getByRole("region", { name: /^FY / });
    await expect(year.getByText(`GSTR-1 for ${month}`, { exact: true })).toBeVisible();
    await expect(year).toContainText(arn);
    const download = client.waitForEvent("download");
    await year.getByRole("link", { name: /Download the acknowledgement/ }).click();
    expect((await download).suggestedFilename()).toBe(`GSTR-1 ${month}.pdf`);
    await expectNoWiderThanScreen(client, "Filed returns at 360 px");
  });

  await test.step("the period's invoice, issued when filed, is paid by UPI and confirmed", async () => {
    // Filed: the sweep issues the invoice the engagement asks for. ₹1,500 + 9% CGST + 9% SGST (Odisha to Odisha).
    await expect
      .poll(
        async () =>
          (
            await queryDatabase<{ id: string }>("select id from invoices where booking_id = $1 and kind = 'invoice'", [
              bookingId,
            ])
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const [invoice] = await queryDatabase<{ id: number; number: string; total_paise: string }>(
      "select id, number, total_paise from invoices where booking_id = $1",
      [bookingId],
    );
    expect(invoice?.total_paise).toBe("177000");
    await client.goto(`/bookings/${bookingId}/invoices/${invoice?.id}`);
    const pay = client.getByRole("region", { name: "Pay ₹1,770.00 by UPI" });
    await expect(pay.getByRole("link", { name: "Pay with UPI app" })).toHaveAttribute("href", /[?&]am=1770\.00(&|$)/);
    const utr = `4${randomInt(10 ** 10, 10 ** 11)}`;
    await pay.getByLabel("UPI reference (UTR)").fill(utr);
    await pay.getByRole("button", { name: "I have paid" }).click();
    await expect(client.getByText("Payment reported, being checked", { exact: true })).toBeVisible();

    await staff.goto(`/admin-dashboard/${bookingId}`);
    const billing = staff.getByRole("region", { name: "Invoices and payments" });
    const payment = billing
      .getByRole("listitem")
      .filter({ hasText: utr })
      .filter({ hasNot: staff.getByRole("link", { name: invoice?.number }) });
    await payment.getByRole("button", { name: "Confirm: it is in our bank statement" }).click();
    await expect(billing.getByText("Payment confirmed. The client is emailed a receipt.")).toBeVisible();
  });
  await firm.close();
});
