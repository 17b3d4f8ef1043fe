// Issue 20: a client's private booking page. Who may open it (by the
// emailed link, by their session, nobody else), what moves it along (stage
// moves, messages), and what the emails say, on a real PostgreSQL and a
// real SMTP server.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { registerUser, signIn } from "#app/accounts/accounts.server.ts";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { createMagicLink } from "#app/accounts/auth.server.ts";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { moveStage, postMessage } from "#app/bookings/booking-work.server.ts";
import { createBooking } from "#app/bookings/bookings.server.ts";
import { addRequests } from "#app/bookings/requests.server.ts";
import { getDb } from "#app/db/client.server.ts";
import {
  bookingEvents,
  bookingItems,
  bookingMessages,
  bookings,
  outbox,
  uploads,
  user,
  verification,
} from "#app/db/schema.ts";
import { createSender } from "#app/mail/delivery.server.ts";
import { loader as authLinks } from "#app/routes/api.auth.ts";
import { loader as cartLoader } from "#app/routes/cart-page.tsx";
import { loader as documentLoader } from "#app/routes/client-booking.documents.ts";
import { action as bookingAction, loader as bookingLoader } from "#app/routes/client-booking.tsx";
import { action as signInLinkAction } from "#app/routes/sign-in-link.tsx";
import { action as uploadAction } from "#app/routes/uploads.ts";
import { getFirmInbox } from "#app/site.server.ts";
import { receiveFiles, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail, sendDigests } from "#tests/jobs.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAsNewAdmin, signInCookie } from "#tests/sessions.ts";
import { getLink, startSmtpServer } from "#tests/smtp.ts";

setupTestDatabase();

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** The link a booking's emails carry, made as the delivery loop makes it. */
const bookingLink = (bookingId: string, email: string, name: string) =>
  createMagicLink({
    email,
    name,
    callbackPath: `/bookings/${bookingId}`,
    errorPath: `/bookings/${bookingId}?link=expired`,
  });

const newEmail = () => `client-${randomUUID()}@example.com`;
/**
 * What a client gets from an emailed sign-in link: its page, then its
 * "Sign in" button (the post that spends it, issue 34.7); Better Auth's own
 * address for it (links mailed before) redirects to that page.
 */
async function openAuthLink(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url);
  if (pathname !== "/sign-in-link") return authLinks({ request: new Request(url) } as Parameters<typeof authLinks>[0]);
  const form = Object.fromEntries(searchParams);
  const outcome = await settle(callRoute(signInLinkAction, "/sign-in-link", { form }));
  return new Response(null, {
    status: outcome.status,
    headers: { Location: outcome.location, "Set-Cookie": outcome.cookie },
  });
}
const sessionCookieOf = (response: Response) =>
  response.headers.get("set-cookie")?.match(/(?:__Secure-)?better-auth\.session_token=[^;]+/)?.[0] ?? "";

/** A booking of an income tax return for a salaried person, made with this email. */
async function insertBooking(email: string, name = "Asha Rao") {
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await getDb().insert(bookings).values({ bookingId, customerName: name, email, phone: "+91 98765 43210" });
  await getDb().insert(bookingEvents).values({ bookingId, stage: "Booked" });
  await getDb().insert(bookingItems).values({
    bookingId,
    serviceId: "income-tax-filing",
    optionId: "individual",
    title: "Income Tax Filing – Individual (ITR-1 / ITR-2)",
    charge: 1000,
    quantity: 1,
  });
  return bookingId;
}

async function verifiedClient(email = newEmail()) {
  await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  return { email, cookie: await signInCookie(email, "Secret1") };
}

const openPage = (bookingId: string, cookie?: string, search = "") =>
  settle(callRoute(bookingLoader, `/bookings/${bookingId}${search}`, { cookie, params: { bookingId } }));

const queuedFor = (email: string) =>
  getDb()
    .select({ subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(outbox.id);

test("the booking page opens for its client only; anyone else, with any id, gets the same 404", async () => {
  const owner = await verifiedClient();
  const bookingId = await insertBooking(owner.email.toUpperCase());
  const other = await verifiedClient();
  const { cookie: admin } = await signInAsNewAdmin();

  const mine = await openPage(bookingId, owner.cookie);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ booking: { bookingId, status: "In Progress", stage: "Booked" } });

  for (const cookie of [undefined, other.cookie, admin]) {
    const refused = await openPage(bookingId, cookie);
    expect(refused).toMatchObject({ status: 404, body: { booking: null, bookingId } });
  }
  // An id that does not exist reads exactly like one that belongs to someone else.
  const missing = await openPage("ETF-0000000000000-1", owner.cookie);
  expect(missing).toMatchObject({ status: 404, body: { booking: null } });

  // Nor can anyone else download its documents or write on its thread.
  const [upload] = await getDb()
    .insert(uploads)
    .values({
      bookingId,
      fileName: "pan.pdf",
      storageKey: `t/${randomUUID()}`,
      contentType: "application/pdf",
      size: 5,
      sha256: "x",
    })
    .returning({ id: uploads.id });
  for (const cookie of [undefined, other.cookie, admin]) {
    const download = await settle(
      callRoute(documentLoader, `/bookings/${bookingId}/documents/${upload?.id}`, {
        cookie,
        params: { bookingId, uploadId: String(upload?.id) },
      }),
    );
    expect(download.status).toBe(404);
    const message = await settle(
      callRoute(bookingAction, `/bookings/${bookingId}`, {
        cookie,
        params: { bookingId },
        form: { intent: "message", body: "Hello" },
      }),
    );
    expect(message.status).toBe(404);
  }
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId))).toEqual([]);
});

test("the emailed link signs a new client in once, creating a verified account; a used, expired or forged link is refused", async () => {
  const email = newEmail();
  const bookingId = await insertBooking(email, "Meena Iyer");
  const link = await bookingLink(bookingId, email, "Meena Iyer");
  expect(link).toMatch(/\/sign-in-link\?token=/);

  const opened = await openAuthLink(link);
  expect(opened.status).toBe(302);
  expect(opened.headers.get("location")).toContain(`/bookings/${bookingId}`);
  const cookie = sessionCookieOf(opened);
  expect(cookie).not.toBe("");
  const [account] = await getDb()
    .select({ name: user.name, verified: user.emailVerified, role: user.role })
    .from(user)
    .where(eq(user.email, email));
  expect(account).toEqual({ name: "Meena Iyer", verified: true, role: "user" });
  expect((await openPage(bookingId, cookie)).status).toBe(200);

  // Used once: the second time it lands on the page's closed door, which offers a fresh link.
  const again = await openAuthLink(link);
  expect(again.status).toBe(302);
  expect(again.headers.get("location")).toMatch(new RegExp(`/bookings/${bookingId}\\?link=expired&error=`));
  expect(sessionCookieOf(again)).toBe("");
  expect(await openPage(bookingId, undefined, "?link=expired")).toMatchObject({
    status: 404,
    body: { booking: null, linkExpired: true },
  });

  const forged = await openAuthLink(link.replace(/token=[^&]+/, `token=${"A".repeat(32)}`));
  expect(forged.headers.get("location")).toMatch(/link=expired&error=/);
  expect(sessionCookieOf(forged)).toBe("");

  const stale = await bookingLink(bookingId, email, "Meena Iyer");
  await getDb()
    .update(verification)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(sql`${verification.identifier} like 'magic-link:%'`);
  const expired = await openAuthLink(stale);
  expect(expired.headers.get("location")).toMatch(/link=expired&error=/);
  expect(sessionCookieOf(expired)).toBe("");
});

test("a client signed in by a booking's link finds the cart prefilled with their name, email and the phone of their latest booking (issue 36.9)", async () => {
  const email = newEmail();
  const older = await insertBooking(email, "Meena Iyer");
  await getDb()
    .update(bookings)
    .set({ phone: "+91 90000 00001", createdAt: new Date("2025-04-01T10:00:00+05:30") })
    .where(eq(bookings.bookingId, older));
  const latest = await insertBooking(email.toUpperCase(), "Meena Iyer");
  await getDb().update(bookings).set({ phone: "+91 98450 12345" }).where(eq(bookings.bookingId, latest));
  const cookie = sessionCookieOf(await openAuthLink(await bookingLink(latest, email, "Meena Iyer")));
  const [account] = await getDb().select({ phone: user.phone }).from(user).where(eq(user.email, email));
  expect(account?.phone ?? "").toBe("");

  const cart = await settle(callRoute(cartLoader, "/cart-page", { cookie }));
  expect(cart.body).toMatchObject({ prefill: { name: "Meena Iyer", email, phone: "+91 98450 12345" } });
  // A registered client's own phone comes first.
  const registered = await verifiedClient();
  await insertBooking(registered.email, "Asha Rao");
  await getDb().update(bookings).set({ phone: "+91 90000 00002" }).where(eq(bookings.email, registered.email));
  const theirs = await settle(callRoute(cartLoader, "/cart-page", { cookie: registered.cookie }));
  expect(theirs.body).toMatchObject({
    prefill: { name: "Asha Rao", email: registered.email, phone: "+91 98765 43210" },
  });
});

test("someone who registered the client's email first loses that account when the client opens the link", async () => {
  const email = newEmail();
  await registerUser({
    name: "Squatter",
    email,
    phone: "+91 90000 00000",
    password: "Squat123",
    headers: new Headers(),
  });
  const bookingId = await insertBooking(email);
  const opened = await openAuthLink(await bookingLink(bookingId, email, "Asha Rao"));
  expect((await openPage(bookingId, sessionCookieOf(opened))).status).toBe(200);
  // The squatter's password no longer opens the now verified account.
  expect(await signIn({ email, password: "Squat123", headers: new Headers() })).toMatchObject({ ok: false });
});

test("an admin's email never gets a sign-in link, and the door's fresh link goes to the booking's email only", async () => {
  const adminEmail = `admin-${randomUUID()}@example.com`;
  await createOrPromoteAdmin({ email: adminEmail, name: "Firm Admin", password: "AdminSecret1" });
  const adminsBooking = await insertBooking(adminEmail);
  await queueClientEmail(getDb(), { bookingId: adminsBooking, email: adminEmail, customerName: "A" }, () => ({
    subject: "About your booking",
    paragraphs: ["Hello."],
  }));
  const [toAdmin] = await getDb()
    .select({ text: outbox.text, signInLink: outbox.signInLink })
    .from(outbox)
    .where(eq(outbox.to, adminEmail));
  expect(toAdmin?.signInLink).toBeNull();
  expect(toAdmin?.text).toMatch(new RegExp(`Open your booking: http\\S+/bookings/${adminsBooking}\n`));

  const email = newEmail();
  const bookingId = await insertBooking(email);
  const asked = await settle(
    callRoute(bookingAction, `/bookings/${bookingId}`, { params: { bookingId }, form: { intent: "send-link" } }),
  );
  expect(asked.status).toBe(200);
  expect(asked.body).toMatchObject({ notice: expect.stringContaining("If this booking exists") });
  // An unknown id answers the same and mails nobody.
  const unknown = await settle(
    callRoute(bookingAction, "/bookings/ETF-1-1", { params: { bookingId: "ETF-1-1" }, form: { intent: "send-link" } }),
  );
  expect(unknown.body).toEqual(asked.body);
  const queued = await queuedFor(email);
  const subject = await subjectFor(bookingId);
  expect(queued.map((mail) => mail.subject)).toEqual([subject(`Your link to booking ${bookingId}`)]);

  // Through a real mail server, as the client gets it: the link in it opens the booking.
  await deliverMail(createSender({ smtpUrl: smtp.url }));
  const mail = smtp.messages.find((message) => message.to.includes(email));
  const link = getLink(mail?.raw ?? "", /http:\/\/\S+\/sign-in-link\?[^\s"<]+/);
  const opened = await openAuthLink(link);
  expect((await openPage(bookingId, sessionCookieOf(opened))).status).toBe(200);
});

test("each stage move is recorded with who made it, and the moves that concern the client mail them once", async () => {
  const email = newEmail();
  const bookingId = await insertBooking(email);
  const adminId = "admin-stage-test";
  expect(await moveStage(bookingId, "Documents requested", adminId)).toBe("moved");
  expect(await moveStage(bookingId, "Documents requested", adminId)).toBe("unchanged");
  expect(await moveStage(bookingId, "In preparation", adminId)).toBe("moved");
  expect(await moveStage(bookingId, "Documents requested", adminId)).toBe("moved");
  const events = await getDb()
    .select({ stage: bookingEvents.stage, actorId: bookingEvents.actorId })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.id);
  expect(events).toEqual([
    { stage: "Booked", actorId: null },
    { stage: "Documents requested", actorId: adminId },
    { stage: "In preparation", actorId: adminId },
    { stage: "Documents requested", actorId: adminId },
  ]);
  // 'In preparation' is shown, not mailed; each 'Documents requested' is one email, held for the booking's digest.
  const mails = await queuedFor(email);
  const subject = await subjectFor(bookingId);
  expect(mails.map((mail) => mail.subject)).toEqual([
    subject(`Booking ${bookingId}: Documents requested`),
    subject(`Booking ${bookingId}: Documents requested`),
  ]);
  await deliverMail(createSender({ smtpUrl: smtp.url }));
  expect(smtp.messages.filter((message) => message.to.includes(email))).toEqual([]);
  // Within ten minutes of each other, they go as one email, with both moves and its own sign-in link as it is sent.
  await sendDigests();
  const [digest, ...more] = await queuedFor(email);
  expect(more).toEqual([]);
  expect(digest?.subject).toBe(subject(`2 updates on your booking ${bookingId}`));
  expect(digest?.text.match(/has moved to: Documents requested\./g)).toHaveLength(2);
  await deliverMail(createSender({ smtpUrl: smtp.url }));
  const sent = smtp.messages.filter((message) => message.to.includes(email));
  expect(sent).toHaveLength(1);
  const links = sent.map((message) => getLink(message.raw, /sign-in-link\?token=\w+/));
  expect(links).toHaveLength(1);
  expect(sent.every((message) => !message.raw.includes("{{sign-in-link}}"))).toBe(true);

  await getDb().update(bookings).set({ status: "Closed" }).where(eq(bookings.bookingId, bookingId));
  expect(await moveStage(bookingId, "Filed / Submitted", adminId)).toBe("closed");
  expect(await moveStage("ETF-0000000000000-1", "Filed / Submitted", adminId)).toBe("not-found");
});

test("a client's message is stored and shown as the text it is; an empty or overlong one is refused with nothing stored", async () => {
  const owner = await verifiedClient();
  const bookingId = await insertBooking(owner.email);
  const post = (body: string) =>
    settle(
      callRoute(bookingAction, `/bookings/${bookingId}`, {
        cookie: owner.cookie,
        params: { bookingId },
        form: { intent: "message", body },
      }),
    );

  const text = '  <b>Form 16</b> from "Acme & Sons" <script>alert(1)</script>\nwill follow.  ';
  expect((await post(text)).status).toBe(200);
  const [stored] = await getDb()
    .select({ body: bookingMessages.body, author: bookingMessages.author })
    .from(bookingMessages)
    .where(eq(bookingMessages.bookingId, bookingId));
  expect(stored).toEqual({ body: text.trim(), author: "client" });
  const page = await openPage(bookingId, owner.cookie);
  expect(page.body).toMatchObject({ booking: { messages: [{ fromFirm: false, body: text.trim() }] } });
  const toFirm = (await queuedFor(getFirmInbox())).filter((mail) => mail.subject.includes(bookingId));
  const subject = await subjectFor(bookingId);
  expect(toFirm.map((mail) => mail.subject)).toEqual([subject(`Message from the client of booking ${bookingId}`)]);

  const empty = await post("   ");
  expect(empty.status).toBe(400);
  expect(JSON.stringify(empty.body)).toContain("Please write a message.");
  const long = await post("x".repeat(4001));
  expect(long.status).toBe(400);
  expect(JSON.stringify(long.body)).toContain("Please keep your message under 4,000 characters.");
  expect(await getDb().select().from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId))).toHaveLength(1);

  // The firm's reply mails the client once, with the message itself, escaped in the HTML, a long one cut.
  await postMessage({ bookingId, author: "firm", authorId: null, body: "Please send your AIS <b>as well</b>." });
  const toClient = (await queuedFor(owner.email)).filter((mail) => mail.subject.includes(bookingId));
  expect(toClient.map((mail) => mail.subject)).toEqual([subject(`New message about booking ${bookingId}`)]);
  expect(toClient[0]?.text).toContain("Please send your AIS <b>as well</b>.");
  expect(toClient[0]?.html).toContain("Please send your AIS &#60;b&#62;as well&#60;/b&#62;.");
  expect(toClient[0]?.html).not.toContain("<b>as well");
  await postMessage({ bookingId, author: "firm", authorId: null, body: `${"x".repeat(1_200)}END` });
  const [, cut] = (await queuedFor(owner.email)).filter((mail) => mail.subject.includes(bookingId));
  expect(cut?.text).toContain(`${"x".repeat(1_000)}… (the rest is on your booking page)`);
  expect(cut?.text).not.toContain("END");
});

test("a document filed against a checklist item ticks it; a choice not on the booking's list files it as Other", async () => {
  const owner = await verifiedClient();
  const bookingId = await insertBooking(owner.email);
  const before = (await openPage(bookingId, owner.cookie)).body as { booking: { stillNeeded: number } };
  const send = async (filedAs: string) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    body.append("filedAs", filedAs);
    body.append("file", new File([`%PDF-1.4\n${filedAs}\n%%EOF\n`], `${filedAs}.pdf`, { type: "application/pdf" }));
    const request = new Request("http://localhost/uploads", {
      method: "POST",
      body,
      headers: { Cookie: owner.cookie },
    });
    const response = await uploadAction({ request, params: {}, context: { clientAddress: "10.0.0.9" } } as never);
    return (response as unknown as { init: { status: number } }).init?.status ?? 200;
  };
  expect(await send("form-16")).toBe(200);
  expect(await send("no-such-item")).toBe(200);
  expect(await send("pan")).toBe(200);
  const filed = await getDb()
    .select({ fileName: uploads.fileName, filedAs: uploads.filedAs })
    .from(uploads)
    .where(and(eq(uploads.bookingId, bookingId)))
    .orderBy(uploads.id);
  expect(filed).toEqual([
    { fileName: "form-16.pdf", filedAs: "form-16" },
    { fileName: "no-such-item.pdf", filedAs: "other" },
    { fileName: "pan.pdf", filedAs: "pan" },
  ]);
  const page = (await openPage(bookingId, owner.cookie)).body as {
    booking: {
      stillNeeded: number;
      checklist: { items: { id: string; files: { fileName: string }[] }[] }[];
      otherDocuments: { fileName: string }[];
    };
  };
  const form16 = page.booking.checklist[0]?.items.find((item) => item.id === "form-16");
  expect(form16?.files.map((file) => file.fileName)).toEqual(["form-16.pdf"]);
  expect(page.booking.otherDocuments.map((file) => file.fileName)).toEqual(["no-such-item.pdf"]);
  // Form 16 is asked 'if it applies'; the PAN is required: only the PAN counts down what is still needed.
  expect(page.booking.stillNeeded).toBe(before.booking.stillNeeded - 1);
});

test("files nobody filed are filed by their names: those sent with the booking and those sent after without a choice (issue 36, item 2)", async () => {
  const owner = await verifiedClient();
  const pdf = (marker: string) => Buffer.from(`%PDF-1.4\n${marker}\n%%EOF\n`);
  const { bookingId } = await createBooking({
    customerName: "Asha Rao",
    email: owner.email,
    phone: "+91 98765 43210",
    instructions: "",
    items: [{ serviceId: "income-tax-filing", optionId: "individual", title: "ITR", charge: 1000, quantity: 1 }],
    files: await receiveFiles([
      { name: "pan-photo.pdf", bytes: pdf("pan") },
      { name: "scan0001.pdf", bytes: pdf("scan") },
    ]),
    userId: null,
  });
  const send = async (fileName: string, filedAs?: string) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    if (filedAs !== undefined) body.append("filedAs", filedAs);
    body.append("file", new File([pdf(fileName)], fileName, { type: "application/pdf" }));
    const request = new Request("http://localhost/uploads", {
      method: "POST",
      body,
      headers: { Cookie: owner.cookie },
    });
    await uploadAction({ request, params: {}, context: { clientAddress: "10.0.0.9" } } as never);
  };
  // The cart's upload after booking sends no choice; the client's own choice of Other stays Other.
  await send("Aadhaar_front.pdf");
  await send("Form16 2025-26.pdf", "other");
  const filed = await getDb()
    .select({ fileName: uploads.fileName, filedAs: uploads.filedAs })
    .from(uploads)
    .where(eq(uploads.bookingId, bookingId))
    .orderBy(uploads.id);
  expect(filed).toEqual([
    { fileName: "pan-photo.pdf", filedAs: "pan" },
    { fileName: "scan0001.pdf", filedAs: "other" },
    { fileName: "Aadhaar_front.pdf", filedAs: "aadhaar" },
    { fileName: "Form16 2025-26.pdf", filedAs: "other" },
  ]);
  const page = (await openPage(bookingId, owner.cookie)).body as {
    booking: { checklist: { items: { id: string; files: { fileName: string }[] }[] }[] };
  };
  const pan = page.booking.checklist[0]?.items.find((item) => item.id === "pan");
  expect(pan?.files.map((file) => file.fileName)).toEqual(["pan-photo.pdf"]);
});

test("a request that repeats a checklist line becomes that line's request, not a second line (issue 36, item 2)", async () => {
  const owner = await verifiedClient();
  const bookingId = await insertBooking(owner.email);
  const admin = await signInAsNewAdmin();
  expect(await addRequests(bookingId, admin.id, ["Aadhaar", "Rent receipts for the year"], "2027-01-31")).toBe("added");
  type Page = {
    booking: {
      stillNeeded: number;
      checklist: { title: string; items: { id: string; name: string; required: boolean; explanation: string }[] }[];
      filingChoices: { value: string; label: string }[];
    };
  };
  const page = ((await openPage(bookingId, owner.cookie)).body as Page).booking;
  const names = page.checklist.flatMap((group) => group.items.map((item) => item.name));
  expect(names.filter((name) => /aadhaar/i.test(name))).toEqual(["Aadhaar"]);
  expect(page.checklist[0]?.items.map((item) => item.name)).toEqual(["Rent receipts for the year"]);
  const aadhaar = page.checklist.flatMap((group) => group.items).find((item) => item.id === "aadhaar");
  expect(aadhaar).toMatchObject({ required: true });
  expect(aadhaar?.explanation).toContain("please send it by");
  expect(page.filingChoices.filter((choice) => /aadhaar/i.test(choice.label))).toHaveLength(1);
  // The email lists it once.
  const subject = await subjectFor(bookingId);
  const [mail] = (await queuedFor(owner.email)).filter(
    (sent) => sent.subject === subject(`Documents needed for booking ${bookingId}`),
  );
  expect(mail?.text.match(/Aadhaar/g)).toHaveLength(1);
});

test("what the booking lookup brought is shown apart on the client's page and ticks nothing (issue 34.3)", async () => {
  const owner = await verifiedClient();
  const bookingId = await insertBooking(owner.email);
  const before = (await openPage(bookingId, owner.cookie)).body as { booking: { stillNeeded: number } };
  const send = async (url: string, fileName: string, cookie?: string) => {
    const body = new FormData();
    body.append("bookingId", bookingId);
    body.append("filedAs", "pan");
    body.append("file", new File([`%PDF-1.4\n${fileName}\n%%EOF\n`], fileName, { type: "application/pdf" }));
    const request = new Request(url, { method: "POST", body, headers: cookie ? { Cookie: cookie } : {} });
    const args = { request, params: { bookingId }, context: { clientAddress: "10.0.0.9" } } as never;
    return url.endsWith("/uploads") ? uploadAction(args) : bookingAction(args);
  };
  // Someone who holds the id: through /uploads (the lookup's script), and without script on this page's own form.
  await send("http://localhost/uploads", "lookup-pan.pdf");
  await send(`http://localhost/bookings/${bookingId}`, "posted-here.pdf");
  // Another signed-in client is a stranger to this booking too.
  await send("http://localhost/uploads", "other-client.pdf", (await verifiedClient()).cookie);
  // The client's own, signed in.
  await send("http://localhost/uploads", "my-pan.pdf", owner.cookie);

  const page = (await openPage(bookingId, owner.cookie)).body as {
    booking: {
      stillNeeded: number;
      checklist: { items: { id: string; files: { fileName: string }[] }[] }[];
      otherDocuments: { fileName: string }[];
      uncheckedDocuments: { fileName: string }[];
    };
  };
  expect(page.booking.uncheckedDocuments.map((file) => file.fileName)).toEqual([
    "lookup-pan.pdf",
    "posted-here.pdf",
    "other-client.pdf",
  ]);
  const pan = page.booking.checklist[0]?.items.find((item) => item.id === "pan");
  expect(pan?.files.map((file) => file.fileName)).toEqual(["my-pan.pdf"]);
  expect(page.booking.otherDocuments).toEqual([]);
  expect(page.booking.stillNeeded).toBe(before.booking.stillNeeded - 1);
});
