// Issue 18.12: staff change an enquiry's status (New, Contacted, Closed) from
// the dashboards; admins only, checked on the server; audited; a value
// outside the three changes nothing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, enquiries, partners } from "#app/db/schema.ts";
import * as enquiriesDashboard from "#app/routes/enquiries-dashboard.tsx";
import * as partnersDashboard from "#app/routes/partner-enquiries-dashboard.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

type Handler = (args: never) => unknown;

function call(handler: Handler, request: Request): Promise<unknown> {
  const args = { request, params: {}, context: { cspNonce: "", clientAddress: "127.0.0.1" } } as never;
  return Promise.resolve()
    .then(() => handler(args))
    .catch((error: unknown) => ({ thrown: error }));
}

function post(path: string, fields: Record<string, string>, cookie: string | null): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: form,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

async function newEnquiry() {
  const [row] = await getDb()
    .insert(enquiries)
    .values({ name: "Priyanka", phone: "0671 2300000", email: `p-${randomUUID()}@example.com`, service: "gst" })
    .returning({ id: enquiries.id, status: enquiries.status });
  return row as { id: number; status: string };
}

async function statusOf(id: number) {
  const [row] = await getDb().select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id));
  return row?.status;
}

let adminCookie: string;
let clientCookie: string;

beforeAll(async () => {
  ({ adminCookie, clientCookie } = await signInAdminAndClient());
});

test("a new enquiry is New; an admin marks it Contacted, and it is audited", async () => {
  const enquiry = await newEnquiry();
  expect(enquiry.status).toBe("New");
  const outcome = await call(
    enquiriesDashboard.action,
    post("/enquiries-dashboard", { intent: "status", id: String(enquiry.id), status: "Contacted" }, adminCookie),
  );
  expect(outcome).toMatchObject({
    type: "DataWithResponseInit",
    data: { result: { initialValue: null }, notice: null, challenge: null },
  });
  expect(await statusOf(enquiry.id)).toBe("Contacted");
  const events = await getDb()
    .select({ target: auditEvents.target })
    .from(auditEvents)
    .where(eq(auditEvents.action, "enquiry-status-changed"));
  expect(events.map((event) => event.target)).toContain(`enquiry ${enquiry.id}: Contacted`);
});

test("a client, or nobody signed in, cannot change a status", async () => {
  const enquiry = await newEnquiry();
  for (const cookie of [clientCookie, null]) {
    const outcome = await call(
      enquiriesDashboard.action,
      post("/enquiries-dashboard", { intent: "status", id: String(enquiry.id), status: "Closed" }, cookie),
    );
    const thrown = (outcome as { thrown: Response }).thrown;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get("Location")).toMatch(/^\/login/);
  }
  expect(await statusOf(enquiry.id)).toBe("New");
});

test.each([{ status: "Done" }, { status: "" }, { id: "abc" }, { id: "-1" }, { intent: "close" }])(
  "a bad change %o is a 400 and changes nothing",
  async (override) => {
    const enquiry = await newEnquiry();
    const fields = { intent: "status", id: String(enquiry.id), status: "Closed", ...override };
    const outcome = await call(enquiriesDashboard.action, post("/enquiries-dashboard", fields, adminCookie));
    expect(outcome).toMatchObject({
      data: { result: { error: { "": ["Please choose New, Contacted or Closed."] } } },
      init: { status: 400 },
    });
    expect(await statusOf(enquiry.id)).toBe("New");
  },
);

test("an unknown enquiry is a 404; the database refuses a status outside the three", async () => {
  const outcome = await call(
    enquiriesDashboard.action,
    post("/enquiries-dashboard", { intent: "status", id: "999999999", status: "Closed" }, adminCookie),
  );
  expect(outcome).toMatchObject({ init: { status: 404 } });
  const enquiry = await newEnquiry();
  await expect(
    getDb()
      .update(enquiries)
      .set({ status: "Done" as never })
      .where(eq(enquiries.id, enquiry.id)),
  ).rejects.toThrow();
});

test("partner enquiries have the same status, changed from their own dashboard", async () => {
  const [partner] = await getDb()
    .insert(partners)
    .values({ name: "Mohanty", phone: "0671", email: "m@example.com", address: "Cuttack", firmDetails: "CA firm" })
    .returning({ id: partners.id, status: partners.status });
  expect(partner?.status).toBe("New");
  const outcome = await call(
    partnersDashboard.action,
    post("/partner-enquiries-dashboard", { intent: "status", id: String(partner?.id), status: "Closed" }, adminCookie),
  );
  expect(outcome).toMatchObject({ data: { result: { initialValue: null }, notice: null, challenge: null } });
  const [row] = await getDb()
    .select({ status: partners.status })
    .from(partners)
    .where(eq(partners.id, partner?.id ?? 0));
  expect(row?.status).toBe("Closed");
});
