// Issue 37.3: each period of an engagement becomes a work item of the same
// kind as a booking, by itself, once: with its due date from the one table,
// its owner, its checklist and the client's email; never for a paused or
// ended engagement; made exactly once by three processes racing; caught up
// after days without a sweep; moved by an extension; invoiced at the
// period's start or when filed, as the engagement says.
import { spawn } from "node:child_process";
import { and, asc, eq, inArray } from "drizzle-orm";
import { expect, test, vi } from "vitest";
import { getStaffBooking } from "#app/admin/staff-booking.server.ts";
import { moveStage } from "#app/bookings/booking-work.server.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  bookingItems,
  bookingRequests,
  bookings,
  clientGstins,
  clients,
  engagements,
  erasureRequests,
  invoices,
  outbox,
  user,
} from "#app/db/schema.ts";
import { createOpenedPeriods, issuePeriodInvoices, moveExtendedDueDates } from "#app/engagements/periods.server.ts";
import { getOpenedPeriods } from "#app/engagements/periods.ts";
import { queueStrandedWork, runDueJobs } from "#app/jobs/jobs.server.ts";
import { getJobQueue } from "#app/jobs/queue.server.ts";
import { decideErasure, requestErasure } from "#app/privacy/my-data.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { TEST_FIRM } from "#tests/test-firm.ts";

for (const [name, value] of Object.entries(TEST_FIRM)) vi.stubEnv(name, value);

const databaseUrl = setupTestDatabase();

let serial = 0;

/** A client of the firm with an engagement of one service; GSTIN optional. */
async function engage(
  values: Partial<typeof engagements.$inferInsert> & { serviceId: string; startPeriod: string },
  client: { gstin?: string; email?: string | null; language?: "en" | "hi" | "or" } = {},
) {
  serial++;
  const email = client.email === undefined ? `period-client-${serial}-${Date.now()}@example.com` : client.email;
  const [row] = await getDb()
    .insert(clients)
    .values({
      name: `Period Client ${serial}`,
      email,
      phone: "9437012345",
      pan: email ? null : `ABCPE${1000 + serial}F`,
      language: client.language ?? "en",
    })
    .returning({ id: clients.id });
  if (!row) throw new Error("no client");
  if (client.gstin) await getDb().insert(clientGstins).values({ clientId: row.id, gstin: client.gstin });
  const [engagement] = await getDb()
    .insert(engagements)
    .values({ clientId: row.id, createdBy: "staff@example.com", ...values })
    .returning({ id: engagements.id });
  if (!engagement) throw new Error("no engagement");
  return { engagementId: engagement.id, clientId: row.id, email };
}

const itemsOf = (engagementId: number) =>
  getDb()
    .select({
      bookingId: bookings.bookingId,
      period: bookings.period,
      dueOn: bookings.dueOn,
      stage: bookings.stage,
      ownerId: bookings.ownerId,
      email: bookings.email,
      waitingSince: bookings.waitingSince,
    })
    .from(bookings)
    .where(eq(bookings.engagementId, engagementId))
    .orderBy(asc(bookings.period));

const mailsTo = (email: string) =>
  getDb().select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, email));

test("the month's work item appears the day after the month ends, with its due date, owner, checklist and email", async () => {
  const [owner] = await getDb()
    .insert(user)
    .values({
      id: `period-owner-${Date.now()}`,
      name: "Owner",
      email: `period-owner-${Date.now()}@example.com`,
      role: "admin",
    })
    .returning({ id: user.id });
  const { engagementId, email } = await engage({
    serviceId: "gst-monthly",
    startPeriod: "2026-10",
    pricePaise: 1_500_00,
    ownerId: owner?.id,
  });
  const only = [engagementId];
  // The last day of October: nothing yet.
  expect(await createOpenedPeriods("2026-10-31", { only })).toBe(0);
  expect(await createOpenedPeriods("2026-11-01", { only })).toBe(1);
  const [item] = await itemsOf(engagementId);
  // GSTR-1 for October 2026 is due on 11 November (CGST Rules r.59; notification 83/2020-CT).
  expect(item).toMatchObject({
    period: "2026-10",
    dueOn: "2026-11-11",
    stage: "Documents requested",
    ownerId: owner?.id,
  });
  expect(item?.waitingSince).not.toBeNull();
  if (!item) return;
  const requests = await getDb()
    .select({ label: bookingRequests.label, dueOn: bookingRequests.dueOn })
    .from(bookingRequests)
    .where(eq(bookingRequests.bookingId, item.bookingId));
  expect(requests.map((request) => request.label)).toEqual([
    "Sales invoices, credit notes and debit notes for October 2026",
    "Purchase invoices and expense bills with GST for October 2026",
  ]);
  // Five days before the first due date.
  expect(requests[0]?.dueOn).toBe("2026-11-06");
  const [line] = await getDb()
    .select({ title: bookingItems.title, charge: bookingItems.charge })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, item.bookingId));
  expect(line).toEqual({ title: "GST returns, monthly (GSTR-1 and GSTR-3B): October 2026", charge: 1_500 });
  const mails = await mailsTo(email ?? "");
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toContain("Documents needed for GST returns, monthly (GSTR-1 and GSTR-3B), October 2026");
  expect(mails[0]?.text).toContain(`(our reference ${item.bookingId})`);
  expect(mails[0]?.text).toContain("Sales invoices, credit notes and debit notes for October 2026");
  expect(mails[0]?.text).toContain("by 6 Nov 2026");

  // The sweep again, the same day or later in the month: nothing new.
  expect(await createOpenedPeriods("2026-11-01", { only })).toBe(0);
  expect(await createOpenedPeriods("2026-11-30", { only })).toBe(0);
  expect(await itemsOf(engagementId)).toHaveLength(1);
  expect(await mailsTo(email ?? "")).toHaveLength(1);
});

test("after days with no sweep, every period that opened meanwhile is made, once", async () => {
  const { engagementId } = await engage({ serviceId: "gst-monthly", startPeriod: "2026-09" });
  const only = [engagementId];
  expect(await createOpenedPeriods("2026-10-01", { only })).toBe(1);
  // The site was down from 30 October to 3 December: October and November are made on start.
  expect(await createOpenedPeriods("2026-12-03", { only })).toBe(2);
  expect((await itemsOf(engagementId)).map((item) => item.period)).toEqual(["2026-09", "2026-10", "2026-11"]);
});

test("paused and ended engagements make nothing; periods before `periodsFrom` are never made", async () => {
  const paused = await engage({ serviceId: "gst-monthly", startPeriod: "2026-04", state: "paused" });
  const ended = await engage({ serviceId: "tds-quarterly", startPeriod: "2026-Q1", state: "ended" });
  // Staff did not ask for the months already past when they made it in November.
  const fromNow = await engage({ serviceId: "gst-monthly", startPeriod: "2026-04", periodsFrom: "2026-10" });
  const only = [paused.engagementId, ended.engagementId, fromNow.engagementId];
  expect(await createOpenedPeriods("2026-11-26", { only })).toBe(1);
  expect(await itemsOf(paused.engagementId)).toEqual([]);
  expect(await itemsOf(ended.engagementId)).toEqual([]);
  expect((await itemsOf(fromNow.engagementId)).map((item) => item.period)).toEqual(["2026-10"]);
});

test("a QRMP client in Odisha is due on the 24th, in Maharashtra on the 22nd; a client known only by PAN gets no email", async () => {
  // CGST Rules r.61(1)(ii), notification 82/2020-CT: Odisha is in the 24th-day list, Maharashtra in the 22nd's.
  const odisha = await engage({ serviceId: "gst-quarterly", startPeriod: "2026-Q2" }, { gstin: "21AABCU9603R1ZZ" });
  const mumbai = await engage(
    { serviceId: "gst-quarterly", startPeriod: "2026-Q2" },
    { gstin: "27AAPFU0939F1ZV", email: null },
  );
  expect(await createOpenedPeriods("2026-10-01", { only: [odisha.engagementId, mumbai.engagementId] })).toBe(2);
  // The first due date is GSTR-1's (13 October); GSTR-3B's by state is the second.
  expect((await itemsOf(odisha.engagementId))[0]?.dueOn).toBe("2026-10-13");
  const [withoutEmail] = await itemsOf(mumbai.engagementId);
  expect(withoutEmail).toMatchObject({ email: "", stage: "Documents requested" });
  expect(await mailsTo("")).toEqual([]);
});

test("three processes sweeping at once make each period once, with one email each", async () => {
  const made = await Promise.all(
    Array.from({ length: 4 }, (_, index) => engage({ serviceId: "gst-monthly", startPeriod: `2026-0${index + 4}` })),
  );
  const ids = made.map((each) => each.engagementId);
  const startAt = Date.now() + 4_000;
  const outputs = await Promise.all(
    [1, 2, 3].map(
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, ["--import", "tsx", "tests/fixtures/sweep-periods.ts"], {
            env: {
              ...process.env,
              DATABASE_URL: databaseUrl(),
              ENGAGEMENT_IDS: ids.join(","),
              TODAY: "2026-11-26",
              START_AT: String(startAt),
            },
            stdio: ["ignore", "pipe", "inherit"],
          });
          let output = "";
          child.stdout.on("data", (chunk: Buffer) => {
            output += chunk.toString("utf8");
          });
          child.once("error", reject);
          child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${output}`))));
        }),
    ),
  );
  // April to October, May to October, June to October, July to October: 7 + 6 + 5 + 4 periods.
  const created = outputs.map(
    (output) => (JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { created: number }).created,
  );
  expect(created.reduce((sum, each) => sum + each, 0)).toBe(22);
  const rows = await getDb()
    .select({ engagementId: bookings.engagementId, period: bookings.period, email: bookings.email })
    .from(bookings)
    .where(inArray(bookings.engagementId, ids));
  expect(rows).toHaveLength(22);
  expect(new Set(rows.map((row) => `${row.engagementId}/${row.period}`)).size).toBe(22);
  for (const { email } of made) expect(await mailsTo(email ?? "")).toHaveLength(getOpenedCount(made, email));
}, 60_000);

function getOpenedCount(made: { email: string | null; engagementId: number }[], email: string | null) {
  const index = made.findIndex((each) => each.email === email);
  return getOpenedPeriods(
    {
      serviceId: "gst-monthly",
      startPeriod: `2026-0${index + 4}`,
      periodsFrom: null,
      daysBeforeDue: null,
      gstinStateCode: null,
    },
    "2026-11-26",
  ).length;
}

test("an extension of the due date moves an open item still due on the law's date, and not one staff moved", async () => {
  // The return of FY 2024-25 (AY 2025-26) without an audit: due 31 July 2025 by s.139(1), extended to
  // 15 September 2025 by CBDT Circular 06/2025 and then to 16 September by Circular 12/2025.
  const made = await engage({ serviceId: "itr-yearly", startPeriod: "2024-25" });
  const staffMoved = await engage({ serviceId: "itr-yearly", startPeriod: "2024-25" });
  const only = [made.engagementId, staffMoved.engagementId];
  expect(await createOpenedPeriods("2025-04-01", { only })).toBe(2);
  // Made after the extension, an item is due on the new date at once.
  expect((await itemsOf(made.engagementId))[0]?.dueOn).toBe("2025-09-16");
  // Items made before the circulars: one still on the law's date, one staff set by hand.
  const setDue = async (engagementId: number, dueOn: string) =>
    getDb().update(bookings).set({ dueOn }).where(eq(bookings.engagementId, engagementId));
  await setDue(made.engagementId, "2025-07-31");
  await setDue(staffMoved.engagementId, "2025-07-25");
  expect(await moveExtendedDueDates()).toBe(1);
  expect((await itemsOf(made.engagementId))[0]?.dueOn).toBe("2025-09-16");
  expect((await itemsOf(staffMoved.engagementId))[0]?.dueOn).toBe("2025-07-25");
  expect(await moveExtendedDueDates()).toBe(0);
});

test("the period's invoice is issued at its start, or when it is filed, as the engagement says; never twice", async () => {
  const atStart = await engage(
    { serviceId: "gst-monthly", startPeriod: "2026-10", pricePaise: 1_500_00, invoiceWhen: "period-start" },
    { gstin: "21AAGFK2345M1ZF" },
  );
  const whenFiled = await engage({
    serviceId: "itr-yearly",
    startPeriod: "2025-26",
    pricePaise: 2_000_00,
    invoiceWhen: "filed",
  });
  const never = await engage({ serviceId: "accounting-monthly", startPeriod: "2026-10", pricePaise: 1_000_00 });
  const only = [atStart.engagementId, whenFiled.engagementId, never.engagementId];
  expect(await createOpenedPeriods("2026-11-01", { only })).toBe(3);
  expect(await issuePeriodInvoices()).toBe(1);
  expect(await issuePeriodInvoices()).toBe(0);
  const invoiceOf = async (engagementId: number) => {
    const [item] = await itemsOf(engagementId);
    return getDb()
      .select({ totalPaise: invoices.totalPaise, recipientGstin: invoices.recipientGstin, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.bookingId, item?.bookingId ?? ""), eq(invoices.kind, "invoice")));
  };
  // ₹1,500 and GST at 18% (9% CGST and 9% SGST, Odisha to Odisha): ₹1,770.
  expect(await invoiceOf(atStart.engagementId)).toEqual([
    { totalPaise: 1_770_00, recipientGstin: "21AAGFK2345M1ZF", status: "unpaid" },
  ]);
  expect(await invoiceOf(whenFiled.engagementId)).toEqual([]);
  expect(await invoiceOf(never.engagementId)).toEqual([]);

  const [itr] = await itemsOf(whenFiled.engagementId);
  const moved = await moveStage(itr?.bookingId ?? "", "Filed / Submitted", "staff", {
    overrideReason: "Client approved the return by phone",
  });
  expect(moved).toMatchObject({ overridden: expect.any(Array) });
  expect(await issuePeriodInvoices()).toBe(1);
  // ₹2,000 to an unregistered client with no address: place of supply the firm's own state, so ₹2,360.
  expect(await invoiceOf(whenFiled.engagementId)).toEqual([
    { totalPaise: 2_360_00, recipientGstin: null, status: "unpaid" },
  ]);
  expect(await invoiceOf(never.engagementId)).toEqual([]);
});

test("a client erased on request: their engagements end with the reason, their periods' work stays anonymised, none is made after", async () => {
  const { engagementId, email } = await engage({ serviceId: "gst-monthly", startPeriod: "2026-09" });
  if (!email) throw new Error("no email");
  expect(await createOpenedPeriods("2026-10-01", { only: [engagementId] })).toBe(1);
  const [account] = await getDb()
    .insert(user)
    .values({ id: `erased-${engagementId}`, name: "Period Client", email, emailVerified: true })
    .returning({ id: user.id, email: user.email, name: user.name });
  if (!account) throw new Error("no account");
  await requestErasure(account, "Please erase my data");
  const [request] = await getDb()
    .select({ id: erasureRequests.id })
    .from(erasureRequests)
    .where(eq(erasureRequests.email, email));
  expect(await decideErasure(request?.id ?? 0, { email: "partner@example.com" }, { approve: true, reason: "" })).toBe(
    "done",
  );

  const [ended] = await getDb()
    .select({
      state: engagements.state,
      stateReason: engagements.stateReason,
      stateChangedAt: engagements.stateChangedAt,
    })
    .from(engagements)
    .where(eq(engagements.id, engagementId));
  expect(ended).toMatchObject({ state: "ended", stateReason: "The client's data was erased on request." });
  expect(ended?.stateChangedAt).toBeInstanceOf(Date);
  expect(await createOpenedPeriods("2027-03-01", { only: [engagementId] })).toBe(0);
  const kept = await getDb()
    .select({ customerName: bookings.customerName, period: bookings.period })
    .from(bookings)
    .where(eq(bookings.engagementId, engagementId));
  expect(kept).toEqual([{ customerName: "Erased on request", period: "2026-09" }]);
});

test("staff see which engagement and period a work item is, with its returns' due dates as the default due date", async () => {
  const { engagementId, clientId } = await engage({ serviceId: "gst-monthly", startPeriod: "2026-10" });
  await createOpenedPeriods("2026-11-01", { only: [engagementId] });
  const [item] = await itemsOf(engagementId);
  const shown = await getStaffBooking(item?.bookingId ?? "");
  expect(shown?.periodWork).toEqual({
    clientId,
    service: "GST returns, monthly (GSTR-1 and GSTR-3B)",
    period: "October 2026",
    returns: ["GSTR-1 for October 2026: due 11 Nov 2026", "GSTR-3B for October 2026: due 20 Nov 2026"],
  });
  expect(shown?.dueSuggestion).toEqual({ date: "2026-11-11", text: "GSTR-1 for October 2026, 11 Nov 2026" });
});

// Last in this file: the sweep it runs makes every open period of the engagements above too.
test("at start-up the sweep is queued, and the queue's job makes the periods that opened while the site was down", async () => {
  const { engagementId } = await engage({ serviceId: "gst-monthly", startPeriod: "2026-09" });
  await queueStrandedWork();
  const queued = await (await getJobQueue()).findJobs("engagement-periods", { queued: true });
  expect(queued).toHaveLength(1);
  expect(await runDueJobs("engagement-periods")).toEqual({ completed: 1, failed: 0 });
  // September 2026 opened on 1 October, before any day this test runs on.
  expect((await itemsOf(engagementId))[0]?.period).toBe("2026-09");
});

test("an Odia client's period asks for its documents in Odia: the service, the period and each document", async () => {
  const { engagementId, email } = await engage(
    { serviceId: "tds-quarterly", startPeriod: "2026-Q2" },
    { language: "or" },
  );
  expect(await createOpenedPeriods("2026-10-01", { only: [engagementId] })).toBe(1);
  const [mail] = await mailsTo(email ?? "");
  // "ତ୍ରୈମାସିକ TDS ରିଟର୍ଣ୍ଣ (24Q ଓ 26Q), ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 (ତ୍ରୈମାସିକ 2, FY 2026-27) ପାଇଁ କାଗଜପତ୍ର ଦରକାର"
  expect(mail?.subject).toContain("ତ୍ରୈମାସିକ TDS ରିଟର୍ଣ୍ଣ (24Q ଓ 26Q), ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 (ତ୍ରୈମାସିକ 2, FY 2026-27)");
  expect(mail?.text).toContain("ଜୁଲାଇ–ସେପ୍ଟେମ୍ବର 2026 (ତ୍ରୈମାସିକ 2, FY 2026-27) ପାଇଁ ଆପଣ ପଇଠ କରିଥିବା TDS ଚାଲାଣ");
  expect(mail?.text).not.toContain("The TDS challans you paid");
  expect(mail?.text).not.toContain("Payments on which");
});
