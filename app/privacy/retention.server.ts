// Retention of documents (issue 22.3, docs/PRIVACY.md section 2). A closed
// booking's documents are deleted a set number of months after it closed:
// the client's own RETENTION_MONTHS (24), the firm's deliverables
// DELIVERABLE_RETENTION_MONTHS (72). The client is emailed NOTICE_DAYS
// before, and nothing is deleted until that email has gone at least
// NOTICE_DAYS ago. The booking row stays, noting the day its documents went.
// Scheduled in PostgreSQL like the reminders: each booking is claimed with
// SKIP LOCKED in the transaction that mails or deletes, so with any number
// of processes each happens once.
import { and, asc, count, eq, exists, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "#app/audit/audit.server.ts";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { type Executor, getDb } from "#app/db/client.server.ts";
import { bookings, uploads } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { logger } from "#app/logger.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

const NOTICE_DAYS = 30;

const KINDS = [
  {
    kind: "documents",
    sources: ["client"],
    months: () => getEnv().RETENTION_MONTHS,
    noticeAt: bookings.documentsNoticeAt,
    deletedOn: bookings.documentsDeletedOn,
    noticed: (at: Date) => ({ documentsNoticeAt: at }),
    deleted: (day: string) => ({ documentsDeletedOn: day }),
    audited: "client documents",
    words: { subject: "retention.documentsSubject", what: "retention.documentsWhat" },
  },
  {
    kind: "deliverables",
    // A draft for approval is the firm's document too (app/approvals); its approval's record keeps its SHA-256.
    sources: ["firm", "draft"],
    months: () => getEnv().DELIVERABLE_RETENTION_MONTHS,
    noticeAt: bookings.deliverablesNoticeAt,
    deletedOn: bookings.deliverablesDeletedOn,
    noticed: (at: Date) => ({ deliverablesNoticeAt: at }),
    deleted: (day: string) => ({ deliverablesDeletedOn: day }),
    audited: "deliverables",
    words: { subject: "retention.deliverablesSubject", what: "retention.deliverablesWhat" },
  },
] as const;
type Kind = (typeof KINDS)[number];

/** One booking's documents of one kind: to be noticed, or deleted; `deleteOn` is the day the client was (or will be) told. */
type RetentionStep = { bookingId: string; kind: Kind["kind"]; files: number; deleteOn: string };
export type RetentionReport = { notices: RetentionStep[]; deletions: RetentionStep[] };

// NOTE: written as `closed_at <= now - months` (not `closed_at + months <=
// now`) so that the closed_at index serves it. At a month's end it can be
// due a day or two after closed_at + months, the day the notice names:
// later than announced, never earlier.
const closedBefore = (kind: Kind, now: Date, plusDays: number) =>
  sql`${bookings.closedAt} <= ${now}::timestamptz - make_interval(months => ${kind.months()}::int, days => ${-plusDays}::int)`;

function hasDocuments(db: Executor, kind: Kind): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(uploads)
      .where(and(eq(uploads.bookingId, bookings.bookingId), inArray(uploads.source, kind.sources))),
  );
}

/** Closed, due for the notice within NOTICE_DAYS, not noticed yet, with documents of the kind. */
function isNoticeDue(db: Executor, kind: Kind, now: Date): SQL | undefined {
  return and(
    eq(bookings.status, "Closed"),
    isNull(kind.noticeAt),
    isNull(kind.deletedOn),
    closedBefore(kind, now, NOTICE_DAYS),
    hasDocuments(db, kind),
  );
}

/** Closed more than the kind's months ago, noticed at least NOTICE_DAYS ago, documents still there. */
function isDeletionDue(db: Executor, kind: Kind, now: Date): SQL | undefined {
  return and(
    eq(bookings.status, "Closed"),
    isNotNull(kind.noticeAt),
    isNull(kind.deletedOn),
    closedBefore(kind, now, 0),
    sql`${kind.noticeAt} <= ${now}::timestamptz - make_interval(days => ${NOTICE_DAYS}::int)`,
    hasDocuments(db, kind),
  );
}

/** When the documents go: their months after closing, and never sooner than NOTICE_DAYS after the notice. */
const deleteAt = (kind: Kind, now: Date) =>
  sql`greatest(${bookings.closedAt} + make_interval(months => ${kind.months()}::int), coalesce(${kind.noticeAt}, ${now}::timestamptz) + make_interval(days => ${NOTICE_DAYS}::int))`.mapWith(
    bookings.closedAt,
  );

/** What is due now, changing nothing (`npm run retention -- --dry-run`). */
export async function planRetention(now = new Date()): Promise<RetentionReport> {
  const db = getDb();
  const plan: RetentionReport = { notices: [], deletions: [] };
  for (const kind of KINDS) {
    for (const [list, due] of [
      [plan.notices, isNoticeDue(db, kind, now)],
      [plan.deletions, isDeletionDue(db, kind, now)],
    ] as const) {
      const rows = await db
        .select({ bookingId: bookings.bookingId, files: count(uploads.id), deleteAt: deleteAt(kind, now) })
        .from(bookings)
        .innerJoin(uploads, and(eq(uploads.bookingId, bookings.bookingId), inArray(uploads.source, kind.sources)))
        .where(due)
        .groupBy(bookings.bookingId)
        .orderBy(asc(bookings.closedAt), asc(bookings.bookingId));
      for (const row of rows) list.push(step(kind, row.bookingId, row.files, row.deleteAt));
    }
  }
  return plan;
}

/** Sends every notice and makes every deletion that is due; returns what it did. */
export async function runRetention(now = new Date()): Promise<RetentionReport> {
  const done: RetentionReport = { notices: [], deletions: [] };
  for (const kind of KINDS) {
    for (let sent = await sendNotice(kind, now); sent; sent = await sendNotice(kind, now)) {
      if (sent !== "skipped") done.notices.push(sent);
    }
    for (let deleted = await deleteDocuments(kind, now); deleted; deleted = await deleteDocuments(kind, now)) {
      if (deleted !== "skipped") done.deletions.push(deleted);
    }
  }
  return done;
}

async function sendNotice(kind: Kind, now: Date): Promise<RetentionStep | "skipped" | null> {
  return getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({
        bookingId: bookings.bookingId,
        email: bookings.email,
        customerName: bookings.customerName,
        closedAt: bookings.closedAt,
        deleteAt: deleteAt(kind, now),
      })
      .from(bookings)
      .where(isNoticeDue(tx, kind, now))
      .orderBy(asc(bookings.closedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!booking) return null;
    const files = await tx
      .select({ fileName: uploads.fileName, label: uploads.label })
      .from(uploads)
      .where(and(eq(uploads.bookingId, booking.bookingId), inArray(uploads.source, kind.sources)))
      .orderBy(asc(uploads.id));
    // Gone since the claim's snapshot (an erasure by hand): nothing to tell.
    if (files.length === 0) return "skipped";
    const noticed = step(kind, booking.bookingId, files.length, booking.deleteAt);
    // Never null here: the claim asked for closed_at before a date.
    const closedDay = getTodayInIndia(booking.closedAt ?? now);
    const { bookingId } = booking;
    await queueClientEmail(tx, booking, ({ t, language }) => {
      const day = formatDay(noticed.deleteOn, language);
      return {
        subject: t(kind.words.subject, { bookingId, day }),
        paragraphs: [
          t("retention.closed", {
            bookingId,
            closedOn: formatDay(closedDay, language),
            privacyUrl: `${getEnv().SITE_URL}${localizePath("/privacy", language)}`,
            what: t(kind.words.what),
            months: kind.months(),
          }),
          t("retention.deleteOn", { day }),
        ],
        sections: [
          {
            heading: t("retention.toBeDeleted", { number: files.length }),
            items: files.map((file) => (file.label ? `${file.fileName} (${file.label})` : file.fileName)),
          },
        ],
      };
    });
    await tx.update(bookings).set(kind.noticed(now)).where(eq(bookings.bookingId, booking.bookingId));
    return noticed;
  });
}

async function deleteDocuments(kind: Kind, now: Date): Promise<RetentionStep | "skipped" | null> {
  const claimed = await getDb().transaction(async (tx) => {
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId, deleteAt: deleteAt(kind, now) })
      .from(bookings)
      .where(isDeletionDue(tx, kind, now))
      .orderBy(asc(bookings.closedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!booking) return null;
    const removed = await tx
      .delete(uploads)
      .where(and(eq(uploads.bookingId, booking.bookingId), inArray(uploads.source, kind.sources)))
      .returning({ key: uploads.storageKey });
    if (removed.length === 0) return "skipped";
    await tx
      .update(bookings)
      .set(kind.deleted(getTodayInIndia(now)))
      .where(eq(bookings.bookingId, booking.bookingId));
    return { ...step(kind, booking.bookingId, removed.length, booking.deleteAt), keys: removed.map((row) => row.key) };
  });
  if (!claimed || claimed === "skipped") return claimed;
  const { keys, ...deleted } = claimed;
  // NOTE: recordAudit writes on its own connection, so the event follows the
  // commit (as every audit event follows what it records), never a rollback.
  await recordAudit({
    action: "documents-deleted",
    actor: null,
    target: `${deleted.bookingId}: ${deleted.files} ${kind.audited} (retention)`,
  });
  // After the commit: a crash before this leaves files without rows, which
  // the stray-file sweep removes (app/uploads/check-storage.server.ts).
  for (const key of keys) {
    await getStorage()
      .remove(key)
      .catch((error) => logger.warn({ err: error, key }, "retention could not remove a stored file"));
  }
  return deleted;
}

function step(kind: Kind, bookingId: string, files: number, deleteAt: Date): RetentionStep {
  return { bookingId, kind: kind.kind, files, deleteOn: getTodayInIndia(deleteAt) };
}
