// Email reminders of statutory due dates (issue 24.3): double opt-in, an
// email 3 days before each due date of the chosen profile, unsubscribed in
// one click. Scheduled in PostgreSQL like the other reminders: each due
// reminder is claimed with SKIP LOCKED, and its due_date_reminders_sent row
// is written in the transaction that queues the email, so with any number
// of processes or hosts it goes once. One email per due date; two dates on
// one day make two emails, each with its own subject.
//
// The subscription's consent is a marketing consent with the subject
// "due-dates:{profile}". Reminders go only while it stands: withdrawing it
// on the dashboard (which withdraws every marketing consent) stops them too.
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDueDateText } from "#app/catalog/due-date-text.ts";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { mayMailVisitor } from "#app/challenge/form-limits.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { consents, dueDateRemindersSent, dueDateSubscriptions } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { addDays, daysBetween, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { queueEmail } from "#app/mail/mail.server.ts";
import { PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";
import { checkRateLimit, RATE_LIMITS } from "#app/rate-limit.server.ts";
import type { DueDate, DueDateProfile } from "#app/tools/due-date-types.ts";

/** A reminder goes this many days before its date, or later (a server that was down catches up). */
const DAYS_BEFORE = 3;
/** Unconfirmed and unsubscribed subscriptions are forgotten after this many days. */
const FORGET_AFTER_DAYS = 30;
const TOKEN = /^[\w-]{43}$/;

const consentSubject = (profile: DueDateProfile) => `due-dates:${profile}`;

/**
 * Makes (or finds) the live subscription of this email and profile and, unless
 * it is confirmed already, queues its confirmation email. Says nothing either
 * way: the visitor's answer is the same for a new, pending or confirmed email.
 * Past RATE_LIMITS.dueDateConfirmation for the address, nothing is mailed.
 */
export async function requestReminders(request: {
  email: string;
  profile: DueDateProfile;
  /** The page's: the emails are written in it (issue 39). */
  language?: Language;
}): Promise<void> {
  const email = request.email.toLowerCase();
  const { profile, language = "en" } = request;
  await getDb().transaction(async (tx) => {
    // A concurrent request for the same pair waits here, then finds this one.
    await tx
      .insert(dueDateSubscriptions)
      .values({ email, profile, language, token: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [subscription] = await tx
      .select({ token: dueDateSubscriptions.token, confirmedAt: dueDateSubscriptions.confirmedAt })
      .from(dueDateSubscriptions)
      .where(liveSubscription(email, profile))
      .for("update");
    if (!subscription) return;
    // Asked again from a page in another language: its emails follow the latest ask.
    await tx.update(dueDateSubscriptions).set({ language }).where(liveSubscription(email, profile));
    // Confirmed and still consented: nothing to do. Confirmed but the consent since withdrawn: ask again.
    if (subscription.confirmedAt && (await hasStandingConsent(tx, email, profile))) return;
    if (!(await checkRateLimit(RATE_LIMITS.dueDateConfirmation, email, tx))) return;
    if (!(await mayMailVisitor(email, tx))) return;
    const t = getT(language, "mail");
    await queueEmail(tx, {
      to: email,
      language,
      subject: t("dueDates.confirmSubject"),
      greeting: t("account.hello"),
      paragraphs: [
        t("dueDates.confirmAsked", { days: DAYS_BEFORE, profile: t(`dueDates.profiles.${profile}`) }),
        t("dueDates.confirmHow"),
        t("dueDates.confirmUnsubscribe"),
      ],
      action: {
        label: t("dueDates.confirmButton"),
        url: `${getEnv().SITE_URL}${localizePath(`/tools/due-dates/confirm?token=${subscription.token}`, language)}`,
      },
    });
  });
}

/** Confirms the subscription of a confirm link and records its consent. */
export async function confirmReminders(
  token: string,
  clientAddress = "",
): Promise<{ outcome: "confirmed"; profile: DueDateProfile } | { outcome: "not-found" }> {
  if (!TOKEN.test(token)) return { outcome: "not-found" };
  return getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .update(dueDateSubscriptions)
      .set({ confirmedAt: sql`coalesce(${dueDateSubscriptions.confirmedAt}, now())` })
      .where(and(eq(dueDateSubscriptions.token, token), isNull(dueDateSubscriptions.unsubscribedAt)))
      .returning({ email: dueDateSubscriptions.email, profile: dueDateSubscriptions.profile });
    if (!subscription) return { outcome: "not-found" as const };
    const { email, profile } = subscription;
    // A second click records nothing twice.
    if (!(await hasStandingConsent(tx, email, profile))) {
      await tx.insert(consents).values({
        email,
        purpose: "marketing",
        subject: consentSubject(profile),
        noticeVersion: PRIVACY_NOTICE_VERSION,
        clientAddress: clientAddress.slice(0, 100),
      });
    }
    return { outcome: "confirmed" as const, profile };
  });
}

/** Unsubscribes at once and withdraws the consent; an unsubscribed one just says so again. */
export async function unsubscribeReminders(token: string): Promise<"unsubscribed" | "not-found"> {
  if (!TOKEN.test(token)) return "not-found";
  return getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .update(dueDateSubscriptions)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(dueDateSubscriptions.token, token), isNull(dueDateSubscriptions.unsubscribedAt)))
      .returning({ email: dueDateSubscriptions.email, profile: dueDateSubscriptions.profile });
    if (!subscription) {
      // NOTE: an old link must not withdraw the consent of a newer subscription of the same profile.
      const [known] = await tx
        .select({ id: dueDateSubscriptions.id })
        .from(dueDateSubscriptions)
        .where(eq(dueDateSubscriptions.token, token));
      return known ? "unsubscribed" : "not-found";
    }
    await tx
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(consentOf(subscription.email, subscription.profile), isNull(consents.withdrawnAt)));
    return "unsubscribed";
  });
}

/**
 * Queues a reminder of every due date from today to DAYS_BEFORE days ahead
 * (India's calendar) to each confirmed, consented subscription of a profile it
 * concerns, once per date and address (an address with two profiles that
 * share a date hears of it once); never of a past date. Returns how many.
 */
export async function sendDueDateReminders(now = new Date()): Promise<number> {
  const today = getTodayInIndia(now);
  const last = addDays(today, DAYS_BEFORE);
  const dues = getUpcomingDueDates({ from: today, months: 1 }).filter(
    (due) => due.date <= last && due.profiles.length > 0,
  );
  let sent = 0;
  for (const due of dues) {
    // Through the subscriptions in id order, each claim going on from the
    // last: one pass, however many there are. A row another process holds
    // is left to it (or, held by a confirm or unsubscribe, to the next sweep).
    let after = 0;
    for (;;) {
      const claimed = await getDb().transaction((tx) => sendOne(tx, due, today, after));
      if (!claimed) break;
      after = claimed.id;
      if (claimed.sent) sent++;
    }
  }
  return sent;
}

/** The subscription (table or alias) has its consent, not withdrawn. */
const consentStands = (alias: string) =>
  sql.raw(`exists (
    select 1 from consents c
    where lower(c.email) = ${alias}.email and c.purpose = 'marketing'
      and c.subject = 'due-dates:' || ${alias}.profile and c.withdrawn_at is null)`);

/** Claims the next subscription after `after` to remind of `due`, and reminds it; null when none is left. */
async function sendOne(
  tx: Transaction,
  due: DueDate,
  today: string,
  after: number,
): Promise<{ id: number; sent: boolean } | null> {
  const profiles = `{${due.profiles.join(",")}}`;
  const { rows } = await tx.execute<{
    id: string;
    email: string;
    profile: DueDateProfile;
    token: string;
    language: Language;
  }>(sql`
    select s.id, s.email, s.profile, s.token, s.language
    from due_date_subscriptions s
    where s.id > ${after}
      and s.confirmed_at is not null and s.unsubscribed_at is null
      and s.profile = any(${profiles}::text[])
      and ${consentStands("s")}
      and not exists (
        select 1 from due_date_reminders_sent r join due_date_subscriptions o on o.id = r.subscription_id
        where o.email = s.email and r.rule_id = ${due.ruleId} and r.date = ${due.date})
      -- Of an address with several profiles the date concerns, only its lowest
      -- subscription: every process picks that one.
      and not exists (
        select 1 from due_date_subscriptions o
        where o.email = s.email and o.id < s.id
          and o.confirmed_at is not null and o.unsubscribed_at is null
          and o.profile = any(${profiles}::text[])
          and ${consentStands("o")})
    order by s.id
    limit 1
    for update of s skip locked`);
  const [subscription] = rows;
  if (!subscription) return null;
  const id = Number(subscription.id);
  // NOTE: the primary key is the guarantee: a process whose snapshot predates
  // another's commit can still lock the row once it is free.
  const inserted = await tx
    .insert(dueDateRemindersSent)
    .values({ subscriptionId: id, ruleId: due.ruleId, date: due.date })
    .onConflictDoNothing()
    .returning({ date: dueDateRemindersSent.date });
  if (inserted.length === 0) return { id, sent: false };
  const site = getEnv().SITE_URL;
  const { language, token } = subscription;
  const t = getT(language, "mail");
  const day = formatDay(due.date, language);
  const days = daysBetween(today, due.date);
  const when =
    days === 0 ? t("dueDates.today") : days === 1 ? t("dueDates.tomorrow") : t("dueDates.inDays", { number: days });
  // What falls due, for whom and its late fee in the subscriber's language; its source as the law cites it, in English.
  const text = getDueDateText(due, language);
  await queueEmail(tx, {
    to: subscription.email,
    language,
    subject: t("dueDates.subject", { day, name: text.name }),
    greeting: t("account.hello"),
    paragraphs: [
      t("dueDates.due", { name: text.name, day, when }),
      t("dueDates.who", { who: text.who }),
      t("dueDates.lateFee", { lateFee: text.lateFee }),
      t("dueDates.source", { source: text.source }),
      t("dueDates.why", {
        profile: t(`dueDates.profiles.${subscription.profile}`),
        url: `${site}${localizePath(`/tools/due-dates/unsubscribe?token=${token}`, language)}`,
      }),
    ],
    action: { label: t("dueDates.seeAll"), url: `${site}${localizePath("/tools/due-dates", language)}` },
  });
  return { id, sent: true };
}

/**
 * Forgets what nobody needs any more: subscriptions never confirmed and
 * those unsubscribed, FORGET_AFTER_DAYS days on (their links then say they
 * are not valid); a confirmed one whose consent was withdrawn elsewhere is
 * unsubscribed first. Returns how many were deleted.
 */
export async function forgetStaleSubscriptions(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - FORGET_AFTER_DAYS * 24 * 60 * 60_000);
  const db = getDb();
  await db
    .update(dueDateSubscriptions)
    .set({ unsubscribedAt: now })
    .where(
      and(
        sql`${dueDateSubscriptions.confirmedAt} is not null`,
        isNull(dueDateSubscriptions.unsubscribedAt),
        sql`not ${consentStands("due_date_subscriptions")}`,
      ),
    );
  const deleted = await db
    .delete(dueDateSubscriptions)
    .where(
      or(
        and(isNull(dueDateSubscriptions.confirmedAt), lt(dueDateSubscriptions.createdAt, cutoff)),
        lt(dueDateSubscriptions.unsubscribedAt, cutoff),
      ),
    );
  return deleted.rowCount ?? 0;
}

function liveSubscription(email: string, profile: DueDateProfile) {
  return and(
    eq(dueDateSubscriptions.email, email),
    eq(dueDateSubscriptions.profile, profile),
    isNull(dueDateSubscriptions.unsubscribedAt),
  );
}

function consentOf(email: string, profile: DueDateProfile) {
  return and(
    eq(sql`lower(${consents.email})`, email),
    eq(consents.purpose, "marketing"),
    eq(consents.subject, consentSubject(profile)),
  );
}

async function hasStandingConsent(tx: Transaction, email: string, profile: DueDateProfile): Promise<boolean> {
  const [standing] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(and(consentOf(email, profile), isNull(consents.withdrawnAt)))
    .limit(1);
  return standing !== undefined;
}
