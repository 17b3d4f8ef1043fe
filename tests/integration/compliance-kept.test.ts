// The compliance grid's year is kept in memory until what it was read from
// changes (issue 41). Every change here is made on a connection of its own,
// as another server process, the job queue or psql would make it, and the
// next grid must show it at once: the word of a change committed before a
// request has arrived before the request reads what was kept.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { getComplianceQuerySchema, loadComplianceGrid } from "#app/compliance/grid.server.ts";
import { caughtUpWithChanges, listenForChanges } from "#app/db/changes.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

const databaseUrl = setupTestDatabase();
// November 2026's returns fall due in December, so a work item's stage decides their state.
const TODAY = "2026-11-28";
let listening: { stop(): Promise<void> };
let other: pg.Client;
let clientId: number;
let engagementId: number;
const bookingId = `ETF-KEPT-${randomUUID().slice(0, 8)}`;

async function grid(search: Record<string, string> = {}) {
  // The firm's year, this client found by name; `client` asks for one client's, which is read on its own.
  const query = getComplianceQuerySchema(TODAY).parse({ fy: "2026-27", q: "Kept Traders", ...search });
  return loadComplianceGrid(query, TODAY, 1);
}

/** The GSTR-3B cell of November 2026, the client's name and the cell's work item. */
async function november(search: Record<string, string> = {}) {
  const [client] = (await grid(search)).clients;
  const cell = client?.rows.find((row) => row.form === "GSTR-3B")?.cells.find((each) => each.period === "2026-11");
  return { name: client?.name, state: cell?.state, bookingId: cell?.bookingId };
}

/** A change made with the table's trigger off, inside one transaction: what the grid kept cannot hear of it. */
async function unheard(table: string, trigger: string, change: () => Promise<unknown>): Promise<void> {
  await other.query(`begin; alter table ${table} disable trigger ${trigger}`);
  await change();
  await other.query(`alter table ${table} enable trigger ${trigger}; commit`);
}

beforeAll(async () => {
  listening = listenForChanges(databaseUrl());
  await vi.waitFor(async () => expect(await caughtUpWithChanges()).toBe(true), { timeout: 5_000 });
  other = new pg.Client({ connectionString: databaseUrl() });
  await other.connect();
  const { rows } = await other.query<{ id: number }>(
    "insert into clients (name, email, phone) values ('Kept Traders', 'kept@example.com', '+91 98765 43210') returning id",
  );
  clientId = Number(rows[0]?.id);
  const engagement = await other.query<{ id: number }>(
    `insert into engagements (client_id, service_id, start_period, created_by)
     values ($1, 'gst-monthly', '2026-04', 'test') returning id`,
    [clientId],
  );
  engagementId = Number(engagement.rows[0]?.id);
  await other.query(
    `insert into bookings (booking_id, customer_name, email, phone, stage, engagement_id, period, client_id)
     values ($1, 'Kept Traders', 'kept@example.com', '+91 98765 43210', 'Documents requested', $2, '2026-11', $3)`,
    [bookingId, engagementId, clientId],
  );
});

afterAll(async () => {
  await other.end();
  await listening.stop();
});

test("a year read is kept: a change made with its trigger off is not seen until the next change", async () => {
  expect(await november()).toEqual({ name: "Kept Traders", state: "waiting", bookingId });
  await unheard("bookings", "bookings_compliance_grid_update", () =>
    other.query("update bookings set stage = 'In preparation' where booking_id = $1", [bookingId]),
  );
  expect((await november()).state).toBe("waiting");
  // One client's grid (a phone's) is read afresh each time.
  expect((await november({ client: String(clientId) })).state).toBe("in-progress");
  await other.query("update clients set name = 'Kept Traders LLP' where id = $1", [clientId]);
  expect(await november()).toEqual({ name: "Kept Traders LLP", state: "in-progress", bookingId });
});

test("each change to what the grid reads shows on the very next request", async () => {
  await november();
  await other.query("update bookings set stage = 'Sent for your approval' where booking_id = $1", [bookingId]);
  expect((await november()).state).toBe("waiting");

  await other.query(
    `insert into approval_drafts (booking_id, version, status, summary, documents, posted_by_id, posted_by_email)
     values ($1, 1, 'approved', '{}', '[]', 'test', 'staff@example.com')`,
    [bookingId],
  );
  expect((await november()).state).toBe("ready");

  await other.query(
    `insert into filings (booking_id, form, rule_id, period, due_on, filed_on, acknowledgement, recorded_by)
     values ($1, 'GSTR-3B', 'gstr-3b-monthly', '2026-11', '2026-12-20', '2026-12-18', 'AA2112260000001', 'test')`,
    [bookingId],
  );
  expect((await november()).state).toBe("filed-on-time");
  expect((await november({ client: String(clientId) })).state).toBe("filed-on-time");

  await other.query("update filings set filed_on = '2026-12-22' where booking_id = $1", [bookingId]);
  expect((await november()).state).toBe("filed-late");

  await other.query(
    `insert into "user" (id, name, email, role) values ('kept-owner', 'Owner', 'owner@example.com', 'admin')`,
  );
  await other.query("update engagements set owner_id = 'kept-owner' where id = $1", [engagementId]);
  expect((await november({ owner: "none" })).state).toBeUndefined();
  expect((await november({ owner: "kept-owner" })).state).toBe("filed-late");

  await other.query("delete from filings where booking_id = $1", [bookingId]);
  await other.query("update bookings set engagement_id = null where booking_id = $1", [bookingId]);
  expect(await november()).toEqual({ name: "Kept Traders LLP", state: "not-due", bookingId: null });
});

test("a booking that is not a work item says nothing: the year stays kept", async () => {
  expect((await november()).name).toBe("Kept Traders LLP");
  await unheard("clients", "clients_compliance_grid", () =>
    other.query("update clients set name = 'Kept Traders Pvt Ltd' where id = $1", [clientId]),
  );
  // Not a work item now (no engagement): its stage is not the grid's, and the new name stays unseen.
  await other.query("update bookings set stage = 'Documents received' where booking_id = $1", [bookingId]);
  expect((await november()).name).toBe("Kept Traders LLP");
  await other.query("update bookings set engagement_id = $2 where booking_id = $1", [bookingId, engagementId]);
  expect(await november()).toEqual({ name: "Kept Traders Pvt Ltd", state: "in-progress", bookingId });
});

test("a change reads again only the clients it names; a truncate, which names nobody, the whole year", async () => {
  const { rows } = await other.query<{ id: number }>(
    "insert into clients (name, email, phone) values ('Kept Neighbours', 'neighbours@example.com', '+91 98765 43211') returning id",
  );
  const neighbour = Number(rows[0]?.id);
  // A new client is on the grid once their first engagement names them.
  await other.query(
    `insert into engagements (client_id, service_id, start_period, created_by) values ($1, 'gst-monthly', '2026-04', 'test')`,
    [neighbour],
  );
  const neighbours = async () => (await grid({ q: "Kept Neighbours" })).clients.map((client) => client.name);
  expect(await neighbours()).toEqual(["Kept Neighbours"]);

  await unheard("clients", "clients_compliance_grid", () =>
    other.query("update clients set name = 'Kept Neighbours & Co' where id = $1", [neighbour]),
  );
  // A change to the first client reads them again, not their neighbour.
  await other.query("update bookings set stage = 'In preparation' where booking_id = $1", [bookingId]);
  expect(await november()).toEqual({ name: "Kept Traders Pvt Ltd", state: "in-progress", bookingId });
  expect(await neighbours()).toEqual(["Kept Neighbours"]);

  await other.query("truncate client_gstins");
  expect(await neighbours()).toEqual(["Kept Neighbours & Co"]);

  // A client deleted leaves the grid, named by their engagements' and their own triggers.
  await other.query("delete from clients where id = $1", [neighbour]);
  expect((await grid({ q: "Kept Neighbours" })).clients).toEqual([]);
});
