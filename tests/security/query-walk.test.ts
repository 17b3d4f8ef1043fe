import http from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MATRIX, routePaths, type Who } from "#tests/http/route-matrix.ts";
import { QUERY } from "#tests/query-table.ts";
import {
  createAdmin,
  FORM_TYPE,
  multipart,
  type RawResponse,
  registerVerifiedUser,
  send,
  signIn,
  startServer,
  type TestServer,
  type Upload,
} from "#tests/security/server.ts";

const PROTOTYPE_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"];
const VALUES = [...PROTOTYPE_NAMES, "", "x".repeat(10_000)];
/** Requests in flight at once: enough to overlap, modest on two cores. */
const AT_ONCE = 4;

let server: TestServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });
const cookies: Record<Who, string> = { anonymous: "", user: "", admin: "" };
/** A booking of the signed-in client, so its pages and the admin's show their forms. */
let bookingId = "";
let clientEmail = "";

beforeAll(async () => {
  server = await startServer({ RATE_LIMIT_FACTOR: "10000" });
  const user = await registerVerifiedUser(server);
  clientEmail = user.email;
  cookies.user = (await signIn(server, user)).jar.header();
  cookies.admin = (await signIn(server, createAdmin(server))).jar.header();
  bookingId = await insertBooking();
});

/** A new open booking of the signed-in client, as the checkout leaves it. */
async function insertBooking(): Promise<string> {
  const id = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await server.query(
    "insert into bookings (booking_id, customer_name, email, phone) values ($1, 'Asha Rao', $2, '+91 98765 43210')",
    [id, clientEmail],
  );
  await server.query("insert into booking_events (booking_id, stage) values ($1, 'Booked')", [id]);
  await server.query(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
     values ($1, 'gst-filing', 'monthly_gst', 'GST Filing – Monthly', 500, 1)`,
    [id],
  );
  return id;
}

afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

/** The address the walk opens for a route: its sample, with the client's booking where there is one. */
function sampleOf(route: string): string {
  const sample = MATRIX[route]?.sample ?? route;
  return sample.replace("ETF-0000000000000-1", bookingId);
}

function queryOf(pairs: [string, string][]): string {
  return new URLSearchParams(pairs).toString();
}

/** Every odd query of a route: each parameter alone with each value, repeated, and all at once. */
function oddQueries(names: string[]): string[] {
  const all = [...names, ...PROTOTYPE_NAMES];
  return [
    ...all.flatMap((name) => [
      ...VALUES.map((value) => queryOf([[name, value]])),
      queryOf([
        [name, "constructor"],
        [name, "__proto__"],
      ]),
    ]),
    ...PROTOTYPE_NAMES.map((value) => queryOf(all.map((name) => [name, value]))),
  ];
}

/** Runs the requests a few at a time; the 5xx answers, named. */
async function findServerErrors(requests: { label: string; run: () => Promise<RawResponse> }[]): Promise<string[]> {
  const errors: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) break;
      const response = await request.run().catch((error: Error) => ({ status: 599, body: error.message }));
      if (response.status >= 500) errors.push(`${request.label}: ${response.status} ${response.body.slice(0, 200)}`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return errors;
}

const WHO: Who[] = ["anonymous", "user", "admin"];

test("no query string answers 5xx on any route, for any visitor", { timeout: 600_000 }, async () => {
  const requests = WHO.flatMap((who) =>
    routePaths()
      .filter((route) => route !== "/logout")
      .flatMap((route) =>
        oddQueries(QUERY[route] ?? []).map((query) => {
          const target = `${sampleOf(route)}?${query}`;
          return {
            label: `${who} GET ${target.slice(0, 120)}`,
            run: () => send(server.origin, { method: "GET", path: target, headers: { Cookie: cookies[who] } }, agent),
          };
        }),
      ),
  );
  expect(requests.length).toBeGreaterThan(1_000);
  expect(await findServerErrors(requests)).toEqual([]);
});

type PageForm = { action: string; multipart: boolean; fields: [string, string][]; fileFields: string[] };

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&").replaceAll("&quot;", '"');

/** The post forms of a page's HTML: where each posts and the fields it sends as rendered. */
function postFormsOf(html: string, page: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, open = "", inner = ""] = match;
    if (attribute(open, "method")?.toLowerCase() !== "post") continue;
    const fields: [string, string][] = [];
    const fileFields: string[] = [];
    for (const [tag] of inner.matchAll(/<(input|select|textarea|button)\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (name && /type="file"/.test(tag)) fileFields.push(name);
      if (!name || /type="(file|submit)"/.test(tag)) continue;
      if (/type="(checkbox|radio)"/.test(tag) && !/\schecked=""/.test(tag)) continue;
      fields.push([name, attribute(tag, "value") ?? ""]);
    }
    // A submit button with a name sends its value (the form's intent).
    for (const [tag] of inner.matchAll(/<button\b[^>]*>/g)) {
      const name = attribute(tag, "name");
      if (name && !/type="button"/.test(tag)) fields.push([name, attribute(tag, "value") ?? ""]);
    }
    forms.push({
      action: attribute(open, "action") ?? page,
      multipart: attribute(open, "enctype") === "multipart/form-data",
      fields,
      fileFields,
    });
  }
  return forms;
}

/** The same form with one field set to an odd value (or sent twice). */
function oddBodies(form: PageForm): [string, string][][] {
  const names = [...new Set([...form.fields.map(([name]) => name), ...PROTOTYPE_NAMES])];
  return names.flatMap((name) => {
    const others = form.fields.filter(([other]) => other !== name);
    return [
      ...VALUES.map((value): [string, string][] => [...others, [name, value]]),
      [...others, [name, "constructor"], [name, "__proto__"]],
    ];
  });
}

function post(form: PageForm, pairs: [string, string][], cookie: string, files: Upload[] = []) {
  const headers = { Cookie: cookie, Origin: server.origin };
  if (!form.multipart && files.length === 0) {
    return send(
      server.origin,
      { method: "POST", path: form.action, headers: { ...headers, "Content-Type": FORM_TYPE }, body: queryOf(pairs) },
      agent,
    );
  }
  // A Map, not an object: the field names include "constructor" and "__proto__".
  const fields = new Map<string, string[]>();
  for (const [name, value] of pairs) fields.set(name, [...(fields.get(name) ?? []), value]);
  const body = multipart(Object.fromEntries(fields), files, form.fileFields[0]);
  return send(
    server.origin,
    { method: "POST", path: form.action, headers: { ...headers, "Content-Type": body.type }, body: body.body },
    agent,
  );
}

type FoundForm = { who: Who; page: string; form: PageForm };

/** Every distinct post form of every page, as each kind of visitor gets it (sign-out left out: it would end the walk's session). */
async function findPageForms(): Promise<FoundForm[]> {
  const found = new Map<string, FoundForm>();
  for (const who of WHO) {
    for (const route of routePaths().filter((path) => path !== "/logout" && path !== "*")) {
      const page = sampleOf(route);
      const answer = await send(server.origin, { method: "GET", path: page, headers: { Cookie: cookies[who] } }, agent);
      if (answer.status !== 200 || !String(answer.headers["content-type"]).startsWith("text/html")) continue;
      for (const form of postFormsOf(answer.body, page)) {
        if (form.action.startsWith("/logout")) continue;
        const key = `${who} ${form.action} ${form.fields.map(([name, value]) => `${name}=${value}`).join("&")}`;
        if (!found.has(key)) found.set(key, { who, page, form });
      }
    }
  }
  return [...found.values()];
}

/** The posts a page's scripts send (app/uploads/upload-client.ts): no page renders them as forms. */
const SCRIPT_POSTS = (): PageForm[] => [
  {
    action: "/uploads",
    multipart: true,
    fields: [
      ["bookingId", bookingId],
      ["filedAs", ""],
    ],
    fileFields: ["files"],
  },
  { action: "/uploads/finished", multipart: false, fields: [["bookingId", bookingId]], fileFields: [] },
];

test("no odd form field answers 5xx on any action, for any visitor", { timeout: 600_000 }, async () => {
  const forms = [
    ...(await findPageForms()),
    ...WHO.flatMap((who) => SCRIPT_POSTS().map((form) => ({ who, page: "(a page's script)", form }))),
  ];
  const requests = forms.flatMap(({ who, page, form }) =>
    oddBodies(form).map((pairs) => ({
      label: `${who} POST ${form.action} (from ${page}) ${queryOf(pairs).slice(0, 160)}`,
      run: () => post(form, pairs, cookies[who]),
    })),
  );
  // The forms of every kind of page, the client's booking and the admin's included.
  const actions = new Set(forms.map(({ form }) => form.action.split("?")[0]));
  for (const action of [
    "/enquiry-page",
    "/signup",
    "/cart",
    "/uploads/finished",
    `/bookings/${bookingId}`,
    `/admin-dashboard/${bookingId}`,
  ]) {
    expect(actions, action).toContain(action);
  }
  expect(await findServerErrors(requests)).toEqual([]);
});

test("every form that sends files takes a file over 64 KB, the limit of forms without files", async () => {
  // A booking of its own: the odd posts above may have closed the first (the
  // dashboard's Mark as Closed is one of the forms they send).
  bookingId = await insertBooking();
  // A visitor with a cart sees the booking form; the others, their own forms.
  const cart = await send(server.origin, {
    method: "POST",
    path: "/cart",
    headers: { Origin: server.origin, "Content-Type": FORM_TYPE },
    body: queryOf([
      ["intent", "add"],
      ["item", "gst-filing:monthly_gst"],
    ]),
  });
  const cartCookie = String(cart.headers["set-cookie"]?.[0]?.split(";")[0]);
  const cartPage = await send(server.origin, { method: "GET", path: "/cart-page", headers: { Cookie: cartCookie } });
  const withFiles = [
    ...postFormsOf(cartPage.body, "/cart-page").map((form) => ({ cookie: cartCookie, form })),
    ...(await findPageForms()).map(({ who, form }) => ({ cookie: cookies[who], form })),
    // Documents sent later for a booking found by its id: without JavaScript
    // the lookup's own form (shown once the id is found), with it one request per file.
    {
      cookie: "",
      form: {
        action: "/past-booking-details",
        multipart: true,
        fields: [["bookingId", bookingId]],
        fileFields: ["files"],
      } as PageForm,
    },
    ...SCRIPT_POSTS().map((form) => ({ cookie: "", form })),
  ].filter(({ form }) => form.fileFields.length > 0);
  // A PDF of 200 KB: over the form limit, far under the upload limit.
  const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);
  const refused: string[] = [];
  for (const { cookie, form } of withFiles) {
    const answer = await post(form, form.fields, cookie, [{ name: "form-16.pdf", bytes: pdf }]);
    if (answer.status === 413) refused.push(`${form.action}: ${answer.body.slice(0, 100)}`);
  }
  // The booking, the client's booking page, the staff's booking page and the blog editor, found on their pages.
  const actions = new Set(withFiles.map(({ form }) => form.action.split("?")[0]));
  for (const action of ["/cart-page", `/bookings/${bookingId}`, `/admin-dashboard/${bookingId}`, "/admin-blog/edit"]) {
    expect(actions, action).toContain(action);
  }
  expect(refused).toEqual([]);
});
