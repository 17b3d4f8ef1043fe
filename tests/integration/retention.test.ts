// Issue 22.3: a closed booking's documents are deleted after their months,
// the client's own after RETENTION_MONTHS (24), the firm's deliverables
// after DELIVERABLE_RETENTION_MONTHS (72), each only once the client was
// emailed 30 days before; once, with any number of runs at a time.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { eq, inArray } from "drizzle-orm";
import { expect, onTestFinished, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { auditEvents, bookings, outbox, uploads } from "#app/db/schema.ts";
import { formatDay, getTodayInIndia } from "#app/format-date.ts";
import { planRetention, type RetentionReport, runRetention } from "#app/privacy/retention.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { insertBooking, subjectFor } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

const DAY_MS = 24 * 60 * 60_000;

function monthsBefore(now: Date, months: number, days = 0): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const stored: { key: string; bytes: Buffer }[] = [];

async function addDocument(bookingId: string, fileName: string, source: "client" | "firm" | "draft") {
  const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(1024)]);
  const saved = await getStorage().save(Readable.from([bytes]));
  stored.push({ key: saved.key, bytes });
  await getDb()
    .insert(uploads)
    .values({ bookingId, fileName, source, storageKey: saved.key, contentType: "application/pdf", ...saved });
  return saved.key;
}

const readBack = async (key: string) => buffer(await getStorage().open(key));

/** Both runs' steps as one list, in a fixed order. */
function together(reports: RetentionReport[], part: keyof RetentionReport) {
  return reports.flatMap((report) => report[part]).sort((a, b) => a.bookingId.localeCompare(b.bookingId));
}

test("retention dry run lists exactly the due bookings and the real run deletes exactly them", async () => {
  onTestFinished(() => Promise.all(stored.map((file) => getStorage().remove(file.key))).then(() => undefined));
  const now = new Date();
  const closed = (closedAt: Date) => insertBooking({ status: "Closed", closedAt });

  const oldClosedAt = monthsBefore(now, 25);
  const old = await closed(oldClosedAt);
  const oldKeys = [
    await addDocument(old.bookingId, "Form 16.pdf", "client"),
    await addDocument(old.bookingId, "PAN.pdf", "client"),
  ];
  const oldDeliverable = await addDocument(old.bookingId, "ITR-V.pdf", "firm");
  const nearly = await closed(monthsBefore(now, 23, 15));
  const nearlyKey = await addDocument(nearly.bookingId, "Bank statement.pdf", "client");
  const recent = await closed(monthsBefore(now, 10));
  const recentKey = await addDocument(recent.bookingId, "Rent receipts.pdf", "client");
  const open = await insertBooking();
  const openKey = await addDocument(open.bookingId, "Aadhaar.pdf", "client");
  const ancient = await closed(monthsBefore(now, 73));
  const ancientKey = await addDocument(ancient.bookingId, "Computation.pdf", "firm");
  // A draft for approval's document goes with the firm's deliverables.
  const ancientDraftKey = await addDocument(ancient.bookingId, "Draft ITR-2.pdf", "draft");
  const empty = await closed(monthsBefore(now, 25));
  const everyone = [old, nearly, recent, open, ancient, empty];

  // Due now: the notices only; a booking past its months is not deleted before its notice.
  const deleteOn = getTodayInIndia(new Date(now.getTime() + 30 * DAY_MS));
  const noticesDue = [
    { bookingId: old.bookingId, kind: "documents", files: 2, deleteOn },
    { bookingId: nearly.bookingId, kind: "documents", files: 1, deleteOn },
    { bookingId: ancient.bookingId, kind: "deliverables", files: 2, deleteOn },
  ];
  expect(await planRetention(now)).toEqual({ notices: noticesDue, deletions: [] });
  expect(await getDb().select().from(outbox)).toEqual([]);

  // Two runs at once, then one more: each notice goes once.
  const runs = await Promise.all([runRetention(now), runRetention(now)]);
  runs.push(await runRetention(now));
  expect(together(runs, "notices")).toEqual([...noticesDue].sort((a, b) => a.bookingId.localeCompare(b.bookingId)));
  expect(together(runs, "deletions")).toEqual([]);
  const mails = await getDb()
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(
      inArray(
        outbox.to,
        everyone.map((booking) => booking.email),
      ),
    );
  const day = formatDay(deleteOn);
  const [aboutOld, aboutNearly, aboutAncient] = await Promise.all(
    [old, nearly, ancient].map((booking) => subjectFor(booking.bookingId)),
  );
  expect(mails.map(({ to, subject }) => ({ to, subject })).sort((a, b) => a.to.localeCompare(b.to))).toEqual(
    [
      { to: old.email, subject: aboutOld?.(`Your documents for booking ${old.bookingId} will be deleted on ${day}`) },
      {
        to: nearly.email,
        subject: aboutNearly?.(`Your documents for booking ${nearly.bookingId} will be deleted on ${day}`),
      },
      {
        to: ancient.email,
        subject: aboutAncient?.(`The documents we sent you for booking ${ancient.bookingId} will be deleted on ${day}`),
      },
    ].sort((a, b) => a.to.localeCompare(b.to)),
  );
  const oldMail = mails.find((mail) => mail.to === old.email)?.text ?? "";
  expect(oldMail).toContain("Form 16.pdf");
  expect(oldMail).toContain("PAN.pdf");
  expect(oldMail).not.toContain("ITR-V.pdf");
  expect(oldMail).toContain("/privacy");
  expect(oldMail).toContain("download them from your booking page");

  // 29 days on, the notices are not old enough; 31 days on, exactly the noticed documents are due.
  expect(await planRetention(new Date(now.getTime() + 29 * DAY_MS))).toEqual({ notices: [], deletions: [] });
  const later = new Date(now.getTime() + 31 * DAY_MS);
  const deletionsDue = noticesDue;
  expect(await planRetention(later)).toEqual({ notices: [], deletions: deletionsDue });
  expect(await getDb().select({ id: uploads.id }).from(uploads)).toHaveLength(8);

  const deleting = await Promise.all([runRetention(later), runRetention(later)]);
  deleting.push(await runRetention(later));
  expect(together(deleting, "deletions")).toEqual(
    [...deletionsDue].sort((a, b) => a.bookingId.localeCompare(b.bookingId)),
  );
  expect(together(deleting, "notices")).toEqual([]);

  const left = await getDb().select({ key: uploads.storageKey }).from(uploads);
  expect(left.map((row) => row.key).sort()).toEqual([oldDeliverable, recentKey, openKey].sort());
  for (const key of [...oldKeys, nearlyKey, ancientKey, ancientDraftKey]) {
    await expect(readBack(key)).rejects.toThrow();
    expect((await getStorage().list()).map((file) => file.key)).not.toContain(key);
  }
  for (const key of [oldDeliverable, recentKey, openKey]) {
    expect((await readBack(key)).equals(stored.find((file) => file.key === key)?.bytes ?? Buffer.alloc(0))).toBe(true);
  }

  const rows = await getDb()
    .select({
      bookingId: bookings.bookingId,
      documentsDeletedOn: bookings.documentsDeletedOn,
      deliverablesDeletedOn: bookings.deliverablesDeletedOn,
    })
    .from(bookings);
  const today = getTodayInIndia(later);
  expect(rows.sort((a, b) => a.bookingId.localeCompare(b.bookingId))).toEqual(
    [
      { bookingId: old.bookingId, documentsDeletedOn: today, deliverablesDeletedOn: null },
      { bookingId: nearly.bookingId, documentsDeletedOn: today, deliverablesDeletedOn: null },
      { bookingId: recent.bookingId, documentsDeletedOn: null, deliverablesDeletedOn: null },
      { bookingId: open.bookingId, documentsDeletedOn: null, deliverablesDeletedOn: null },
      { bookingId: ancient.bookingId, documentsDeletedOn: null, deliverablesDeletedOn: today },
      { bookingId: empty.bookingId, documentsDeletedOn: null, deliverablesDeletedOn: null },
    ].sort((a, b) => a.bookingId.localeCompare(b.bookingId)),
  );

  const audited = await getDb()
    .select({ actorId: auditEvents.actorId, target: auditEvents.target })
    .from(auditEvents)
    .where(eq(auditEvents.action, "documents-deleted"));
  expect(audited.sort((a, b) => a.target.localeCompare(b.target))).toEqual(
    [
      { actorId: null, target: `${old.bookingId}: 2 client documents (retention)` },
      { actorId: null, target: `${nearly.bookingId}: 1 client documents (retention)` },
      { actorId: null, target: `${ancient.bookingId}: 2 deliverables (retention)` },
    ].sort((a, b) => a.target.localeCompare(b.target)),
  );

  // The deliverables of the booking whose own documents went follow their own period.
  const deliverableNotices = async (at: Date) =>
    (await planRetention(at)).notices.filter((step) => step.kind === "deliverables");
  expect(await deliverableNotices(monthsBefore(oldClosedAt, -71, 2))).toEqual([]);
  const sixYearsOn = monthsBefore(oldClosedAt, -72);
  expect(await deliverableNotices(sixYearsOn)).toEqual([
    {
      bookingId: old.bookingId,
      kind: "deliverables",
      files: 1,
      deleteOn: getTodayInIndia(new Date(sixYearsOn.getTime() + 30 * DAY_MS)),
    },
  ]);
});
