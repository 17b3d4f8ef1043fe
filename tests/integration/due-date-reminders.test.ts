// Email reminders of due dates (issue 24.3): double opt-in, a reminder 3 days
// before each date of the chosen profile, exactly once per date and address
// with several sweeps at once, none of a past date, and unsubscribed in one
// click with the consent withdrawn.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeEach, expect, test } from "vitest";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { getDb } from "#app/db/client.server.ts";
import { consents, dueDateSubscriptions } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";
import type { Sender } from "#app/mail/delivery.server.ts";
import { PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";
import { resetRateLimits } from "#app/rate-limit.server.ts";
import * as confirmPage from "#app/routes/tools.due-dates.confirm.tsx";
import * as unsubscribePage from "#app/routes/tools.due-dates.unsubscribe.tsx";
import {
  forgetStaleSubscriptions,
  requestReminders,
  sendDueDateReminders,
} from "#app/tools/due-date-reminders.server.ts";
import { RemindersSchema } from "#app/tools/due-date-reminders-schema.ts";
import type { DueDateProfile } from "#app/tools/due-date-types.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";
import { callRoute, settle } from "#tests/route-call.ts";

setupTestDatabase();

beforeEach(async () => {
  await resetRateLimits();
});

type Mail = Parameters<Sender>[0];
const outbox: Mail[] = [];

/** Sends what waits in the outbox; returns what went to `to` since the last call for it. */
async function mailTo(to: string): Promise<Mail[]> {
  await deliverMail(async (message) => {
    outbox.push(message);
  });
  const mine = outbox.filter((message) => message.to === to);
  for (const message of mine) outbox.splice(outbox.indexOf(message), 1);
  return mine;
}

const newEmail = () => `reminders-${randomUUID()}@example.com`;
/** 09:30 in India on that day. */
const at = (isoDay: string) => new Date(`${isoDay}T09:30:00+05:30`);

/** The dates a sweep on `today` should remind these profiles of (today to `last`), as subjects. */
function subjectsOf(profiles: DueDateProfile[], today: string, last: string) {
  return getUpcomingDueDates({ from: today, months: 1 })
    .filter((due) => due.date <= last && due.profiles.some((profile) => profiles.includes(profile)))
    .map((due) => `Due on ${formatDay(due.date)}: ${due.name}`)
    .sort();
}

/** The confirm page's button (opening the link alone confirms nothing: a mail scanner opens links). */
const confirm = (token: string) =>
  settle(callRoute(confirmPage.action, "/tools/due-dates/confirm", { address: "10.0.0.24", form: { token } }));
const unsubscribe = (token: string) =>
  settle(callRoute(unsubscribePage.loader, `/tools/due-dates/unsubscribe?token=${token}`));

/** Asks through the form's schema, confirms from the email; returns the token. */
async function subscribe(email: string, profile: DueDateProfile): Promise<string> {
  await requestReminders(RemindersSchema.parse({ email, profile }));
  const [mail] = await mailTo(email);
  const token = mail?.text.match(/\/tools\/due-dates\/confirm\?token=([\w-]{43})\b/)?.[1] ?? "";
  expect((await confirm(token)).status).toBe(200);
  return token;
}

const consentsOf = (email: string) =>
  getDb()
    .select()
    .from(consents)
    .where(eq(sql`lower(${consents.email})`, email))
    .orderBy(consents.id);

test("asking sends one confirmation with a working link; nothing is reminded before it is confirmed", async () => {
  const email = newEmail();
  const form = RemindersSchema.parse({ email: ` ${email.toUpperCase()} `, profile: "gst-monthly" });
  expect(form).toEqual({ email, profile: "gst-monthly" });
  expect(RemindersSchema.safeParse({ email, profile: "everyone" }).success).toBe(false);
  expect(RemindersSchema.safeParse({ email: "not an email", profile: "salaried" }).success).toBe(false);

  expect(await requestReminders(form)).toBeUndefined();
  const mails = await mailTo(email);
  expect(mails.map((mail) => mail.subject)).toEqual(["Confirm your tax due date reminders"]);
  const link = mails[0]?.text.match(/http\S+\/tools\/due-dates\/confirm\?token=[\w-]{43}/)?.[0] ?? "";
  expect(link).not.toBe("");
  // Opened (by the client, or by a mail scanner), the link shows the button and confirms nothing.
  const opened = await settle(callRoute(confirmPage.loader, new URL(link).pathname + new URL(link).search));
  expect(opened.body).toEqual({
    token: new URL(link).searchParams.get("token"),
    meta: { title: "Due date reminders", description: "Confirm your email reminders of tax due dates." },
  });
  expect(await consentsOf(email)).toEqual([]);
  expect(mails[0]?.html).toContain(link);

  // Pending: no reminder of 11 Dec, and no consent.
  await sendDueDateReminders(at("2026-12-08"));
  expect(await mailTo(email)).toEqual([]);
  expect(await consentsOf(email)).toEqual([]);

  const confirmed = await confirm(new URL(link).searchParams.get("token") ?? "");
  // The profile's id: the page names it in its language ("Business under GST, monthly returns").
  expect(confirmed).toMatchObject({ status: 200, body: { profile: "gst-monthly" } });
  expect(await consentsOf(email)).toEqual([
    expect.objectContaining({
      purpose: "marketing",
      subject: "due-dates:gst-monthly",
      noticeVersion: PRIVACY_NOTICE_VERSION,
      clientAddress: "10.0.0.24",
      withdrawnAt: null,
    }),
  ]);

  // A second click records nothing twice; asking again once confirmed mails nothing, and says the same.
  expect((await confirm(new URL(link).searchParams.get("token") ?? "")).status).toBe(200);
  expect(await requestReminders(form)).toBeUndefined();
  expect(await mailTo(email)).toEqual([]);
  expect(await consentsOf(email)).toHaveLength(1);

  expect(await confirm("nonsense")).toMatchObject({ status: 404, body: { profile: null } });
});

test("a pending address may be asked for again, but its confirmations are limited", async () => {
  const email = newEmail();
  for (let ask = 0; ask < 7; ask++) await requestReminders({ email, profile: "salaried" });
  const mails = await mailTo(email);
  expect(mails).toHaveLength(5);
  // One subscription, one link.
  expect(new Set(mails.map((mail) => mail.text.match(/token=([\w-]+)/)?.[1])).size).toBe(1);
  expect(await getDb().select().from(dueDateSubscriptions).where(eq(dueDateSubscriptions.email, email))).toHaveLength(
    1,
  );
});

test("each date is reminded exactly once per address, also with several sweeps at once and run again", async () => {
  const emails = Array.from({ length: 6 }, newEmail);
  for (const email of emails) await subscribe(email, "gst-monthly");
  const expected = subjectsOf(["gst-monthly"], "2026-12-08", "2026-12-11");
  expect(expected).toContain("Due on 11 Dec 2026: GSTR-1 for November 2026");
  const [gstr1] = getUpcomingDueDates({ profile: "gst-monthly", from: "2026-12-11", months: 1 });

  const now = at("2026-12-08");
  const counts = await Promise.all([sendDueDateReminders(now), sendDueDateReminders(now), sendDueDateReminders(now)]);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(emails.length * expected.length);
  expect(await sendDueDateReminders(now)).toBe(0);
  await sendDueDateReminders(at("2026-12-09"));

  for (const email of emails) {
    const mails = await mailTo(email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(expected);
    const reminder = mails.find((mail) => mail.subject === "Due on 11 Dec 2026: GSTR-1 for November 2026");
    expect(reminder?.text).toContain("GSTR-1 for November 2026 is due on 11 Dec 2026 (in 3 days).");
    for (const part of [gstr1?.who, gstr1?.lateFee, gstr1?.source, "/tools/due-dates\n"]) {
      expect(reminder?.text).toContain(part);
    }
    expect(reminder?.text).toMatch(/\/tools\/due-dates\/unsubscribe\?token=[\w-]{43}/);
  }
});

test("two dates on one day are two emails; an address with two profiles hears of a shared date once", async () => {
  const emails = Array.from({ length: 4 }, newEmail);
  for (const email of emails) {
    await subscribe(email, "gst-monthly");
    await subscribe(email, "company");
  }
  // 7 Jan 2027: TDS and TCS payment, for both profiles; sweeps at once each pick the same subscription.
  const now = at("2027-01-04");
  await Promise.all([sendDueDateReminders(now), sendDueDateReminders(now), sendDueDateReminders(now)]);
  const expected = subjectsOf(["gst-monthly", "company"], "2027-01-04", "2027-01-07");
  expect(expected).toContain("Due on 7 Jan 2027: TDS and TCS for December 2026");
  for (const email of emails) expect((await mailTo(email)).map((mail) => mail.subject).sort()).toEqual(expected);
  const [email = ""] = emails;

  // 31 Dec 2026: GSTR-9 and GSTR-9C for a monthly GST business, one email each.
  await sendDueDateReminders(at("2026-12-28"));
  const subjects = (await mailTo(email)).map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining(["Due on 31 Dec 2026: GSTR-9 for FY 2025-26", "Due on 31 Dec 2026: GSTR-9C for FY 2025-26"]),
  );
});

test("a server that was down catches up, but a past date is never mailed", async () => {
  const email = newEmail();
  await subscribe(email, "gst-monthly");
  // Down from 8 to 12 December: 11 December is past, nothing of it goes.
  await sendDueDateReminders(at("2026-12-12"));
  const mails = await mailTo(email);
  expect(mails.some((mail) => mail.subject.includes("11 Dec 2026"))).toBe(false);
  expect(mails.map((mail) => mail.subject).sort()).toEqual(subjectsOf(["gst-monthly"], "2026-12-12", "2026-12-15"));

  // Down from 17 to 19 December: the 20th still goes, the day before.
  await sendDueDateReminders(at("2026-12-19"));
  const late = await mailTo(email);
  expect(late.map((mail) => mail.subject)).toEqual(["Due on 20 Dec 2026: GSTR-3B for November 2026"]);
  expect(late[0]?.text).toContain("is due on 20 Dec 2026 (tomorrow).");
});

test("unsubscribing takes one click: no more reminders, the consent withdrawn, the link then idle", async () => {
  const email = newEmail();
  const token = await subscribe(email, "gst-monthly");
  expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { unsubscribed: true } });
  expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { unsubscribed: true } });
  expect(await unsubscribe("x".repeat(43))).toMatchObject({ status: 404, body: { unsubscribed: false } });
  const [consent] = await consentsOf(email);
  expect(consent?.withdrawnAt).toBeInstanceOf(Date);

  await sendDueDateReminders(at("2027-01-08"));
  expect(await mailTo(email)).toEqual([]);
  // Its confirm link is dead; asking again starts afresh with a new link.
  expect((await confirm(token)).status).toBe(404);
  const again = await subscribe(email, "gst-monthly");
  expect(again).not.toBe(token);
  // The old link, opened again, leaves the new subscription alone.
  expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { unsubscribed: true } });
  await sendDueDateReminders(at("2027-01-08"));
  expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(
    subjectsOf(["gst-monthly"], "2027-01-08", "2027-01-11"),
  );
  expect(
    await getDb()
      .select({ id: consents.id })
      .from(consents)
      .where(and(eq(consents.email, email), isNull(consents.withdrawnAt))),
  ).toHaveLength(1);
});

test("consent withdrawn on the dashboard stops the reminders; stale subscriptions are forgotten", async () => {
  const email = newEmail();
  const token = await subscribe(email, "llp");
  // As withdrawConsent does for marketing: every standing marketing consent of the email.
  await getDb()
    .update(consents)
    .set({ withdrawnAt: new Date() })
    .where(and(eq(consents.email, email), eq(consents.purpose, "marketing")));
  await sendDueDateReminders(at("2027-01-04"));
  expect(await mailTo(email)).toEqual([]);
  // Asking again asks for a confirmation again.
  await requestReminders({ email, profile: "llp" });
  expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(["Confirm your tax due date reminders"]);

  const pending = newEmail();
  await requestReminders({ email: pending, profile: "company" });
  const [mail] = await mailTo(pending);
  const pendingToken = mail?.text.match(/token=([\w-]{43})/)?.[1] ?? "";
  // Unconfirmed for 30 days: forgotten. Without its consent: unsubscribed, then forgotten 30 days on.
  const later = Date.now() + 31 * 24 * 60 * 60_000;
  await forgetStaleSubscriptions(new Date(later));
  expect((await confirm(pendingToken)).status).toBe(404);
  const [withdrawn] = await getDb()
    .select({ unsubscribedAt: dueDateSubscriptions.unsubscribedAt })
    .from(dueDateSubscriptions)
    .where(eq(dueDateSubscriptions.token, token));
  expect(withdrawn?.unsubscribedAt).toBeInstanceOf(Date);
  await forgetStaleSubscriptions(new Date(later + 31 * 24 * 60 * 60_000));
  expect(await unsubscribe(token)).toMatchObject({ status: 404 });
});
