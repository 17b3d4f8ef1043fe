import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { NOTHING_TICKED } from "#app/admin/bulk-schema.ts";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookingEvents, bookings, outbox, user } from "#app/db/schema.ts";
import { action } from "#app/routes/admin-dashboard.tsx";
import * as bookingsCsv from "#app/routes/admin-dashboard[.]csv.ts";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let adminCookie: string;
let clientCookie: string;
let adminId: string;
beforeAll(async () => {
  ({ adminCookie, clientCookie, adminId } = await signInAdminAndClient());
});

/** The bulk form as the page sends it: each ticked booking with the version the page showed. */
const post = (form: Record<string, string | string[]>, cookie = adminCookie) =>
  settle(callRoute(action, "/admin-dashboard", { cookie, form }));
const tick = (...ids: string[]) => ids.map((id) => `${id}:0`);
const said = (body: unknown) => JSON.stringify(body);

async function rowsOf(ids: string[]) {
  return getDb()
    .select({
      bookingId: bookings.bookingId,
      ownerId: bookings.ownerId,
      stage: bookings.stage,
      version: bookings.version,
    })
    .from(bookings)
    .where(inArray(bookings.bookingId, ids))
    .orderBy(bookings.bookingId);
}

test("only an admin's bulk action changes anything", async () => {
  const { bookingId } = await insertBooking();
  const refused = await post({ intent: "assign", booking: tick(bookingId), ownerId: adminId }, clientCookie);
  expect(refused.location).toMatch(/^\/login/);
  const anonymous = await post({ intent: "move", booking: tick(bookingId), stage: "In preparation" }, "");
  expect(anonymous.location).toMatch(/^\/login/);
  expect(await rowsOf([bookingId])).toEqual([{ bookingId, ownerId: null, stage: "Booked", version: 0 }]);
});

test("assigning the ticked bookings saves each open one, audits it, and names the closed and the stale", async () => {
  const first = await insertBooking();
  const second = await insertBooking();
  const closed = await insertBooking({ status: "Closed", closedAt: new Date(), closedBy: "someone@example.com" });
  const changedSince = await insertBooking({ version: 3 });
  const reply = await post({
    intent: "assign",
    booking: tick(first.bookingId, second.bookingId, closed.bookingId, changedSince.bookingId),
    ownerId: adminId,
  });
  expect(reply.status).toBe(200);
  expect(said(reply.body)).toContain("Assigned: 2 bookings.");
  expect(said(reply.body)).toContain(`Not changed: ${closed.bookingId} is closed, so it can no longer change.`);
  expect(said(reply.body)).toContain(
    `Not changed: ${changedSince.bookingId} is changed by someone else since this page loaded.`,
  );
  const rows = await rowsOf([first.bookingId, second.bookingId, closed.bookingId, changedSince.bookingId]);
  const owners = Object.fromEntries(rows.map((row) => [row.bookingId, row.ownerId]));
  expect(owners).toEqual({
    [first.bookingId]: adminId,
    [second.bookingId]: adminId,
    [closed.bookingId]: null,
    [changedSince.bookingId]: null,
  });
  const audited = await getDb()
    .select({ action: auditEvents.action, target: auditEvents.target })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "booking-assigned"), like(auditEvents.target, "% (bulk)")));
  expect(audited).toEqual(
    expect.arrayContaining([
      { action: "booking-assigned", target: `${first.bookingId}: owner ${adminId} (bulk)` },
      { action: "booking-assigned", target: `${second.bookingId}: owner ${adminId} (bulk)` },
    ]),
  );
  expect(audited.map((event) => event.target).join()).not.toContain(closed.bookingId);

  // Unassigning is choosing nobody; the page's version moved on, so it sends 1.
  const unassigned = await post({ intent: "assign", booking: [`${first.bookingId}:1`], ownerId: "" });
  expect(said(unassigned.body)).toContain("Unassigned: 1 booking.");
  expect((await rowsOf([first.bookingId]))[0]?.ownerId).toBeNull();
});

test("an owner who is not an admin, an empty selection or a forged one changes nothing", async () => {
  const { bookingId } = await insertBooking();
  const [client] = await getDb().select({ id: user.id }).from(user).where(eq(user.role, "user"));
  const notAdmin = await post({ intent: "assign", booking: tick(bookingId), ownerId: client?.id ?? "x" });
  expect(notAdmin.status).toBe(400);
  expect(said(notAdmin.body)).toContain("Please choose one of the firm's admins.");

  const none = await post({ intent: "assign", ownerId: adminId });
  expect(none.status).toBe(400);
  expect(said(none.body)).toContain(NOTHING_TICKED);

  const forged = await post({
    intent: "move",
    booking: [`${bookingId}; drop table bookings`],
    stage: "Filed / Submitted",
  });
  expect(forged.status).toBe(400);
  expect(said(forged.body)).toContain("Please reload the page");

  const tooMany = await post({
    intent: "move",
    booking: Array.from({ length: 101 }, (_, index) => `ETF-1700000000000-${index}:0`),
    stage: "In preparation",
  });
  expect(said(tooMany.body)).toContain("Please tick at most 100 bookings at once.");

  const noStage = await post({ intent: "move", booking: tick(bookingId) });
  expect(said(noStage.body)).toContain("Please choose a stage.");
  const oddStage = await post({ intent: "move", booking: tick(bookingId), stage: "Closed" });
  expect(oddStage.status).toBe(400);

  expect(await rowsOf([bookingId])).toEqual([{ bookingId, ownerId: null, stage: "Booked", version: 0 }]);
});

test("a stage change moves each open booking once, with its history and the client's email", async () => {
  const first = await insertBooking();
  const second = await insertBooking();
  const closed = await insertBooking({ status: "Closed", closedAt: new Date() });
  const reply = await post({
    intent: "move",
    booking: tick(first.bookingId, second.bookingId, closed.bookingId),
    stage: "Documents requested",
  });
  expect(reply.status).toBe(200);
  expect(said(reply.body)).toContain("Moved to Documents requested: 2 bookings.");
  expect(said(reply.body)).toContain(`Not changed: ${closed.bookingId} is closed`);
  for (const booking of [first, second]) {
    const history = await getDb()
      .select({ stage: bookingEvents.stage, actorId: bookingEvents.actorId })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.bookingId))
      .orderBy(bookingEvents.id);
    expect(history).toEqual([
      { stage: "Booked", actorId: null },
      { stage: "Documents requested", actorId: adminId },
    ]);
    const mails = await getDb().select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, booking.email));
    const subject = await subjectFor(booking.bookingId);
    expect(mails).toEqual([{ subject: subject(`Booking ${booking.bookingId}: Documents requested`) }]);
  }
  expect(await getDb().select().from(outbox).where(eq(outbox.to, closed.email))).toEqual([]);

  // The same move again, from the reloaded page: already there, nothing sent twice.
  const again = await post({
    intent: "move",
    booking: [`${first.bookingId}:1`],
    stage: "Documents requested",
  });
  expect(said(again.body)).toContain(`Already so: ${first.bookingId}.`);
  expect(await getDb().select().from(outbox).where(eq(outbox.to, first.email))).toHaveLength(1);
});

test("the ticked bookings export as CSV, audited; an empty selection goes back with a message", async () => {
  const ticked = await insertBooking();
  const alsoTicked = await insertBooking({ status: "Closed", closedAt: new Date() });
  const left = await insertBooking();
  const search = new URLSearchParams([
    ["selection", "ticked"],
    ["booking", `${ticked.bookingId}:0`],
    ["booking", `${alsoTicked.bookingId}:0`],
    ["ownerId", ""],
  ]);
  const csv = await callRoute(bookingsCsv.loader, `/admin-dashboard.csv?${search}`, { cookie: adminCookie });
  expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="bookings-selected.csv"');
  const text = await csv.text();
  expect(text).toContain(ticked.bookingId);
  expect(text).toContain(alsoTicked.bookingId);
  expect(text).not.toContain(left.bookingId);
  expect(text.trim().split("\n")).toHaveLength(3);
  const [audit] = await getDb()
    .select({ target: auditEvents.target })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, "csv-export"), like(auditEvents.target, `%${ticked.bookingId}%`)));
  expect(audit?.target).toContain("selection=ticked");

  const empty = await settle(
    callRoute(bookingsCsv.loader, "/admin-dashboard.csv?selection=ticked", { cookie: adminCookie }),
  );
  expect(empty.status).toBe(302);
  expect(empty.location).toBe("/admin-dashboard");

  const client = await settle(
    callRoute(bookingsCsv.loader, `/admin-dashboard.csv?${search}`, { cookie: clientCookie }),
  );
  expect(client.location).toMatch(/^\/login/);
});
