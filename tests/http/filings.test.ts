// The filing record (issue 37.4) over HTTP against the shared server, as
// the pages post without script: staff record a return filed late with its
// acknowledgement's PDF and see the table's late fee; bad input changes
// nothing; a client cannot record; the client finds it on the booking's
// page and under Filed returns and downloads the acknowledgement (logged);
// another client sees and downloads nothing of it; staff remove a record
// with a reason, audited.
import { randomUUID } from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import {
  bookWithoutScript,
  type CookieJar,
  createAdmin,
  FORM_TYPE,
  form,
  multipart,
  registerVerifiedUser,
  send,
  signIn,
} from "#tests/security/server.ts";

const server = connectSharedServer();

let staff: CookieJar;
let client: { email: string; jar: CookieJar };
let stranger: CookieJar;
beforeAll(async () => {
  staff = (await signIn(server, createAdmin(server))).jar;
  const account = await registerVerifiedUser(server);
  client = { email: account.email, jar: (await signIn(server, account)).jar };
  stranger = (await signIn(server, await registerVerifiedUser(server))).jar;
});

/** A monthly GST booking made through the checkout with the client's email. */
const book = async (email: string) => (await bookWithoutScript(server, "gst-filing:monthly_gst", email)).bookingId;

const get = (path: string, jar?: CookieJar) =>
  send(server.origin, { method: "GET", path, headers: jar ? { Cookie: jar.header() } : {} });

function postFiling(bookingId: string, fields: Record<string, string>, jar: CookieJar, file?: Buffer) {
  const body = multipart(
    { intent: "filing", ...fields },
    file ? [{ name: "GSTR-3B ARN.pdf", bytes: file }] : [],
    "file",
  );
  return send(server.origin, {
    method: "POST",
    path: `/admin-dashboard/${bookingId}`,
    headers: { Cookie: jar.header(), "Content-Type": body.type, "Content-Length": String(body.body.length) },
    body: body.body,
  });
}

const postForm = (path: string, fields: Record<string, string>, jar: CookieJar) =>
  send(server.origin, {
    method: "POST",
    path,
    headers: { Cookie: jar.header(), "Content-Type": FORM_TYPE },
    body: form(fields),
  });

const filingsOf = (bookingId: string) =>
  server.query<{
    id: string;
    acknowledgement: string;
    upload_id: string | null;
    late_fee_paise: string;
    due_on: string;
  }>(
    "select id, acknowledgement, upload_id, late_fee_paise, to_char(due_on, 'YYYY-MM-DD') as due_on from filings where booking_id = $1",
    [bookingId],
  );

const pdf = () => Buffer.from(`%PDF-1.7\n% ${randomUUID()}\n1 0 obj << >> endobj\n%%EOF\n`);

// GSTR-3B for September 2026 is due on 20 October 2026 (CGST Rules r.61); filed on the 25th, 5 days late.
const SEPTEMBER = {
  ruleId: "gstr-3b-monthly",
  period: "2026-09",
  filedOn: "2026-10-25",
  acknowledgement: "aa 2109 2601 23456",
  turnover: "up-to-1.5-crore",
  lateFee: "250",
};
const ARN = "AA2109260123456";

test("staff record a return filed late with its acknowledgement; bad input and clients change nothing", async () => {
  const bookingId = await book(client.email);
  const page = await get(`/admin-dashboard/${bookingId}`, staff);
  expect(page.status).toBe(200);
  expect(page.body).toContain("Record a return filed");
  expect(page.body).toContain("GSTR-3B for the month");

  // An ARN of the wrong shape, a period GSTR-3B is not filed for, a day to come: 400, nothing stored.
  const badArn = await postFiling(bookingId, { ...SEPTEMBER, acknowledgement: "12345" }, staff, pdf());
  expect(badArn.status).toBe(400);
  expect(badArn.body).toContain("Please enter the ARN as the GST portal gives it");
  const badPeriod = await postFiling(bookingId, { ...SEPTEMBER, period: "2026-27" }, staff);
  expect(badPeriod.status).toBe(400);
  expect(badPeriod.body).toContain("GSTR-3B is not filed for that period");
  const future = await postFiling(bookingId, { ...SEPTEMBER, filedOn: "2099-01-01" }, staff);
  expect(future.body).toContain("That day has not come yet");
  const notOffered = await postFiling(bookingId, { ...SEPTEMBER, ruleId: "itr-non-audit", period: "2026-27" }, staff);
  expect(notOffered.status).toBe(400);
  expect(notOffered.body).toContain("That return is not one of this booking");
  // A client, even this booking's, cannot post to the staff page.
  const asClient = await postFiling(bookingId, SEPTEMBER, client.jar, pdf());
  expect(asClient.status).toBe(302);
  expect(asClient.headers.location).toMatch(/^\/login/);
  expect(await filingsOf(bookingId)).toEqual([]);
  const stored = await server.query("select id from uploads where booking_id = $1", [bookingId]);
  expect(stored).toEqual([]);

  const recorded = await postFiling(bookingId, SEPTEMBER, staff, pdf());
  expect(recorded.status).toBe(200);
  expect(recorded.body).toContain(
    "Recorded: GSTR-3B for September 2026. Filed 5 days late: the table gives ₹250 (₹50 a day for 5 days is ₹250, within the cap at ₹2,000 for turnover up to ₹1.5 crore",
  );
  const [filing] = await filingsOf(bookingId);
  expect(filing).toMatchObject({ acknowledgement: ARN, late_fee_paise: "25000", due_on: "2026-10-20" });
  expect(filing?.upload_id).not.toBeNull();
  const again = await postFiling(bookingId, SEPTEMBER, staff);
  expect(again.status).toBe(400);
  expect(again.body).toContain("GSTR-3B for September 2026 is already recorded as filed on this booking.");
  const audit = await server.query<{ action: string }>(
    "select action from audit_events where target like $1 order by id",
    [`${bookingId}: %`],
  );
  expect(audit.map((event) => event.action)).toEqual(["filing-recorded"]);
});

test("the client sees and downloads the acknowledgement; another client sees and downloads nothing; staff remove a record with a reason", async () => {
  const bookingId = await book(client.email);
  const ARN = "AA2109260654321";
  expect((await postFiling(bookingId, { ...SEPTEMBER, acknowledgement: ARN }, staff, pdf())).status).toBe(200);
  const [filing] = await filingsOf(bookingId);
  const link = `/bookings/${bookingId}/documents/${filing?.upload_id}`;

  const page = await get(`/bookings/${bookingId}`, client.jar);
  expect(page.body).toContain("Filed returns");
  expect(page.body).toContain(ARN);
  expect(page.body).toContain(link);
  const listed = await get("/filed-returns", client.jar);
  expect(listed.status).toBe(200);
  expect(listed.body).toContain("FY 2026-27");
  expect(listed.body).toContain(ARN);
  const download = await get(link, client.jar);
  expect(download.status).toBe(200);
  expect(download.body.startsWith("%PDF")).toBe(true);
  const opened = await server.query<{ actor_role: string }>(
    "select actor_role from document_access where upload_id = $1",
    [filing?.upload_id],
  );
  expect(opened.map((row) => row.actor_role)).toContain("user");

  expect((await get("/filed-returns", stranger)).body).not.toContain(ARN);
  expect((await get(link, stranger)).status).toBe(404);
  expect((await get(`/bookings/${bookingId}`, stranger)).status).toBe(404);
  expect((await get("/filed-returns")).headers.location).toMatch(/^\/login/);

  const path = `/admin-dashboard/${bookingId}`;
  const remove = { intent: "filing-remove", filingId: String(filing?.id) };
  const noReason = await postForm(path, { ...remove, reason: "wrong" }, staff);
  expect(noReason.status).toBe(400);
  expect(noReason.body).toContain("Please say why the record is removed");
  expect(await postForm(path, { ...remove, reason: "Recorded on the wrong booking." }, client.jar)).toMatchObject({
    status: 302,
  });
  expect(await filingsOf(bookingId)).toHaveLength(1);
  const removed = await postForm(path, { ...remove, reason: "Recorded on the wrong booking." }, staff);
  expect(removed.status).toBe(200);
  expect(removed.body).toContain(`Removed the record of GSTR-3B for September 2026 (${ARN}).`);
  expect(await filingsOf(bookingId)).toEqual([]);
  const [audit] = await server.query<{ target: string }>(
    "select target from audit_events where action = 'filing-removed' and target like $1",
    [`${bookingId}: %`],
  );
  expect(audit?.target).toContain("Reason: Recorded on the wrong booking.");
  expect((await get("/filed-returns", client.jar)).body).not.toContain(ARN);
});
