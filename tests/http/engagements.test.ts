// Engagements from outside (issue 37, items 2 and 6), over HTTP against the
// shared server as a browser without JavaScript posts the forms: staff add
// one (past periods made only when ticked; a second running one refused by
// the unique index with a message), change another client's (refused); a
// client asks about their own (kept) and another's (refused), and says yes
// to keeping a booked option only with its tick.
import { randomUUID } from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { getPeriodOn } from "#app/engagements/periods.ts";
import { getTodayInIndia } from "#app/format-date.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import {
  type CookieJar,
  createAdmin,
  FORM_TYPE,
  form,
  registerVerifiedUser,
  send,
  signIn,
} from "#tests/security/server.ts";

const server = connectSharedServer();

let admin: CookieJar;
let asha: { email: string; jar: CookieJar; clientId: string };
let ravi: { email: string; jar: CookieJar; clientId: string };

/** A verified, signed-in client with their client record. */
async function signedInClient() {
  const account = await registerVerifiedUser(server);
  const { jar } = await signIn(server, account);
  const [client] = await server.query<{ id: string }>(
    `insert into clients (user_id, name, email) select id, name, email from "user" where email = $1 returning id`,
    [account.email],
  );
  return { email: account.email, jar, clientId: client?.id ?? "" };
}

beforeAll(async () => {
  admin = (await signIn(server, createAdmin(server))).jar;
  asha = await signedInClient();
  ravi = await signedInClient();
});

const post = (path: string, jar: CookieJar, fields: Record<string, string>) =>
  send(server.origin, {
    method: "POST",
    path,
    headers: { Cookie: jar.header(), Origin: server.origin, "Content-Type": FORM_TYPE },
    body: form(fields),
  });
const addFor = (clientId: string, fields: Record<string, string>) =>
  post(`/admin-clients/${clientId}`, admin, {
    intent: "add-engagement",
    price: "",
    ownerId: "",
    invoiceWhen: "never",
    daysBeforeDue: "",
    ...fields,
  });
const engagementOf = async (clientId: string, serviceId: string) =>
  (
    await server.query<{ id: string; state: string; periods_from: string | null; client_asks: string | null }>(
      "select id, state, periods_from, client_asks from engagements where client_id = $1 and service_id = $2 order by id desc",
      [clientId, serviceId],
    )
  )[0];

test("staff add engagements: the past periods only when ticked, a second running one refused with a message", async () => {
  expect((await addFor(asha.clientId, { serviceId: "tds-quarterly", startPeriod: "2024-Q1" })).status).toBe(200);
  expect((await engagementOf(asha.clientId, "tds-quarterly"))?.periods_from).toBe(
    getPeriodOn("quarterly", getTodayInIndia()),
  );
  const ticked = await addFor(asha.clientId, {
    serviceId: "accounting-monthly",
    startPeriod: "2025-01",
    createPast: "on",
  });
  expect(ticked.status).toBe(200);
  expect((await engagementOf(asha.clientId, "accounting-monthly"))?.periods_from).toBeNull();

  const again = await addFor(asha.clientId, { serviceId: "tds-quarterly", startPeriod: "2030-Q1" });
  expect(again.status).toBe(409);
  expect(again.body).toContain("running. End that engagement first to start it again.");
});

test("staff cannot change another client's engagement through this client's page; a client cannot post to it at all", async () => {
  expect((await addFor(ravi.clientId, { serviceId: "itr-yearly", startPeriod: "2030-31" })).status).toBe(200);
  const ravis = await engagementOf(ravi.clientId, "itr-yearly");
  const crossed = await post(`/admin-clients/${asha.clientId}`, admin, {
    intent: "end-engagement",
    engagementId: String(ravis?.id),
    reason: "Wrong page",
  });
  expect(crossed.status).toBe(404);
  const asClient = await post(`/admin-clients/${ravi.clientId}`, ravi.jar, {
    intent: "end-engagement",
    engagementId: String(ravis?.id),
    reason: "Mine",
  });
  expect(asClient.status).toBe(302);
  expect(String(asClient.headers.location)).toMatch(/^\/login/);
  expect((await engagementOf(ravi.clientId, "itr-yearly"))?.state).toBe("active");
});

test("a client asks to pause their own engagement, never another client's", async () => {
  const ashas = await engagementOf(asha.clientId, "tds-quarterly");
  const ask = { intent: "ask-engagement", engagementId: String(ashas?.id), ask: "pause", reason: "Away" };
  const refused = await post("/user-dashboard", ravi.jar, ask);
  expect(refused.status).toBe(404);
  expect((await engagementOf(asha.clientId, "tds-quarterly"))?.client_asks).toBeNull();
  const own = await post("/user-dashboard", asha.jar, ask);
  expect(own.status).toBe(200);
  expect((await engagementOf(asha.clientId, "tds-quarterly"))?.client_asks).toBe("pause");
  // Staff see it on the client's page.
  const page = await send(server.origin, {
    method: "GET",
    path: `/admin-clients/${asha.clientId}`,
    headers: { Cookie: admin.header() },
  });
  expect(page.body).toContain("The client asks to pause: Away");
});

test("a client keeps a booked monthly option only with their own tick", async () => {
  const bookingId = `ETF-${Date.now()}-${randomUUID().slice(0, 4)}`;
  await server.query(
    "insert into bookings (booking_id, client_id, customer_name, email, phone) values ($1, $2, 'Ravi', $3, '9876543210')",
    [bookingId, ravi.clientId, ravi.email],
  );
  await server.query(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
     values ($1, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1)`,
    [bookingId],
  );
  const page = await send(server.origin, {
    method: "GET",
    path: `/bookings/${bookingId}`,
    headers: { Cookie: ravi.jar.header() },
  });
  expect(page.body).toContain("Keep filing every month");
  expect(page.body).not.toMatch(/name="consent"[^>]*checked/);

  const unticked = await post("/user-dashboard", ravi.jar, { intent: "keep-filing", bookingId });
  expect(unticked.status).toBe(400);
  expect(await engagementOf(ravi.clientId, "gst-monthly")).toBeUndefined();
  // Another client's yes to Ravi's booking changes nothing.
  expect((await post("/user-dashboard", asha.jar, { intent: "keep-filing", bookingId, consent: "on" })).status).toBe(
    409,
  );
  expect(await engagementOf(ravi.clientId, "gst-monthly")).toBeUndefined();

  const yes = await post("/user-dashboard", ravi.jar, { intent: "keep-filing", bookingId, consent: "on" });
  expect(yes.status).toBe(302);
  expect(yes.headers.location).toBe("/user-dashboard#regular-work");
  expect((await engagementOf(ravi.clientId, "gst-monthly"))?.state).toBe("active");
});
