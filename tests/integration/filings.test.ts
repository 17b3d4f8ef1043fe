// The filing record (issue 37.4) as the domain keeps it: which returns a
// work item offers (its options', or its engagement's, by the GSTIN's state
// for QRMP), a record refused whole, the client's list across their
// bookings, the data export, and an erasure that keeps the filings.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import {
  bookingItems,
  clientGstins,
  clients,
  engagements,
  erasureRequests,
  filings,
  uploads,
  user,
} from "#app/db/schema.ts";
import { listClientFilings, loadStaffFilings, recordFiling, removeFiling } from "#app/filings/filings.server.ts";
import { decideErasure } from "#app/privacy/my-data.server.ts";
import * as myDataExport from "#app/routes/my-data.export.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { insertBooking } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";
import { unzip } from "#tests/zip.ts";

setupTestDatabase();

const admin = "admin-filings-test";
const ARN = "AA2109260123456";

let clientCookie: string;
let client: { id: string; email: string };
beforeAll(async () => {
  ({ clientCookie } = await signInAdminAndClient());
  const [row] = await getDb().select({ id: user.id, email: user.email }).from(user).where(eq(user.role, "user"));
  client = { id: row?.id ?? "", email: row?.email ?? "" };
});

/** GSTR-3B for September 2026 (due 20 October 2026), filed five days late with ₹250 late fee paid. */
const september = {
  ruleId: "gstr-3b-monthly",
  period: "2026-09",
  filedOn: "2026-10-25",
  acknowledgement: ARN,
  lateFeePaise: 25_000,
  interestPaise: 0,
};

test("a monthly GST booking offers GSTR-1 and GSTR-3B; a filing is stored with its due date and listed", async () => {
  const { bookingId } = await insertBooking();
  const offered = await loadStaffFilings(bookingId);
  expect(offered.choices.map((choice) => choice.ruleId)).toEqual(["gstr-1-monthly", "gstr-3b-monthly"]);

  const recorded = await recordFiling(bookingId, admin, september, null);
  expect(recorded).toMatchObject({ what: "GSTR-3B for September 2026", dueOn: "2026-10-20" });
  const [row] = await getDb().select().from(filings).where(eq(filings.bookingId, bookingId));
  expect(row).toMatchObject({
    form: "GSTR-3B",
    ruleId: "gstr-3b-monthly",
    period: "2026-09",
    dueOn: "2026-10-20",
    lateFeePaise: 25_000,
    recordedBy: admin,
  });
  expect((await loadStaffFilings(bookingId)).filings).toEqual([
    expect.objectContaining({
      form: "GSTR-3B",
      period: "September 2026",
      onTime: "5 days late",
      lateFee: "₹250.00",
      financialYear: "2026-27",
    }),
  ]);

  // The same return twice, a return the booking does not have, another booking's document: refused, nothing stored.
  expect(await recordFiling(bookingId, admin, september, null)).toMatchObject({ field: "period" });
  expect(
    await recordFiling(bookingId, admin, { ...september, ruleId: "itr-non-audit", period: "2026-27" }, null),
  ).toMatchObject({ field: "ruleId" });
  const other = await insertBooking();
  const [theirs] = await getDb()
    .insert(uploads)
    .values({
      bookingId: other.bookingId,
      fileName: "ack.pdf",
      storageKey: `k-${randomUUID()}`,
      contentType: "application/pdf",
      size: 10,
      sha256: "x",
      source: "firm",
    })
    .returning({ id: uploads.id });
  expect(
    await recordFiling(bookingId, admin, { ...september, ruleId: "gstr-1-monthly", uploadId: theirs?.id }, null),
  ).toMatchObject({ field: "uploadId" });
  expect(await getDb().select().from(filings).where(eq(filings.bookingId, bookingId))).toHaveLength(1);

  // Removed by mistake: gone; a second removal finds nothing.
  expect(await removeFiling(bookingId, row?.id ?? 0)).toEqual({ what: `GSTR-3B for September 2026 (${ARN})` });
  expect(await removeFiling(bookingId, row?.id ?? 0)).toBe("gone");
  expect(await removeFiling(other.bookingId, row?.id ?? 0)).toBe("gone");
});

test("a period's work item offers its engagement's returns, GSTR-3B by the GSTIN's state", async () => {
  const [kept] = await getDb()
    .insert(clients)
    .values({ name: "Ravi Traders", email: `ravi-${randomUUID()}@example.com` })
    .returning({ id: clients.id });
  const clientId = kept?.id ?? 0;
  // 07: Delhi, a 24th-day state (CGST Rules r.61(1)(ii), table entry 2).
  await getDb().insert(clientGstins).values({ clientId, gstin: "07AAACR5055K1Z5" });
  const [engagement] = await getDb()
    .insert(engagements)
    .values({ clientId, serviceId: "gst-quarterly", startPeriod: "2026-Q2", createdBy: admin })
    .returning({ id: engagements.id });
  const { bookingId } = await insertBooking({ clientId, engagementId: engagement?.id, period: "2026-Q2" });
  await getDb().delete(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  const offered = await loadStaffFilings(bookingId);
  expect(offered.period).toBe("2026-Q2");
  expect(offered.choices.map((choice) => choice.ruleId)).toEqual(["gstr-1-quarterly", "gstr-3b-quarterly-24"]);
  const recorded = await recordFiling(
    bookingId,
    admin,
    { ...september, ruleId: "gstr-3b-quarterly-24", period: "2026-Q2", filedOn: "2026-10-24" },
    null,
  );
  expect(recorded).toMatchObject({ what: "GSTR-3B for July–September 2026 (Q2 FY 2026-27)", dueOn: "2026-10-24" });
});

test("the client's filed returns: every booking of theirs, nobody else's; the export holds them; an erasure keeps them", async () => {
  const mine = await insertBooking({ email: client.email.toUpperCase() });
  const byAccount = await insertBooking({ userId: client.id });
  const someoneElse = await insertBooking();
  const bytes = Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n%%EOF\n`);
  const saved = await getStorage().save(Readable.from([bytes]));
  const file = {
    fileName: "GSTR-3B acknowledgement.pdf",
    storageKey: saved.key,
    contentType: "application/pdf",
    size: saved.size,
    sha256: saved.sha256,
  };
  expect(await recordFiling(mine.bookingId, admin, september, file)).toHaveProperty("id");
  expect(
    await recordFiling(
      byAccount.bookingId,
      admin,
      { ...september, period: "2026-03", filedOn: "2026-04-18", acknowledgement: "AA2104260999999", lateFeePaise: 0 },
      null,
    ),
  ).toHaveProperty("id");
  expect(
    await recordFiling(someoneElse.bookingId, admin, { ...september, acknowledgement: "AA2109269999999" }, null),
  ).toHaveProperty("id");

  const listed = await listClientFilings(client);
  expect(listed.map((filing) => [filing.acknowledgement, filing.financialYear, filing.opensHere])).toEqual([
    [ARN, "2026-27", true],
    // Booked under their account with another email: listed, its documents that email's.
    ["AA2104260999999", "2025-26", false],
  ]);
  // The acknowledgement came with the form: a firm document of the booking, named for the return.
  const [ack] = await getDb().select().from(uploads).where(eq(uploads.bookingId, mine.bookingId));
  expect(ack).toMatchObject({ source: "firm", label: "Acknowledgement: GSTR-3B for September 2026" });
  expect(listed[0]?.uploadId).toBe(ack?.id);

  const response = await callRoute(myDataExport.loader, "/my-data/export", { cookie: clientCookie });
  const exported = JSON.parse(
    (await unzip(Buffer.from(await response.arrayBuffer()))).get("data.json")?.toString("utf8") ?? "{}",
  ) as {
    bookings: { bookingId: string; filedReturns: unknown[] }[];
  };
  expect(exported.bookings.find((booking) => booking.bookingId === mine.bookingId)?.filedReturns).toEqual([
    {
      form: "GSTR-3B",
      period: "2026-09",
      dueOn: "2026-10-20",
      filedOn: "2026-10-25",
      acknowledgement: ARN,
      lateFeeRupees: "250.00",
      interestRupees: "0.00",
    },
  ]);

  const [request] = await getDb()
    .insert(erasureRequests)
    .values({ userId: client.id, email: client.email, note: "" })
    .returning({ id: erasureRequests.id });
  expect(await decideErasure(request?.id ?? 0, { email: "partner@example.com" }, { approve: true, reason: "" })).toBe(
    "done",
  );
  // The filing stays, its ARN with it, for the years the law requires; its file went with the documents.
  const [kept] = await getDb().select().from(filings).where(eq(filings.bookingId, mine.bookingId));
  expect(kept).toMatchObject({ acknowledgement: ARN, filedOn: "2026-10-25", uploadId: null });
});
