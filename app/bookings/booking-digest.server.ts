// A booking's news in one email (issue 36, item 3; docs/decisions/020-booking-digest.md).
// A stage move, a request for documents, a document or message from the firm,
// the work complete: each is written to the outbox, held (digest_key), in the
// transaction of what happened, and queues the booking's "booking-digest" job
// for ten minutes later. The job sends what is held then: one email alone as
// it was written, several as one, in one transaction: the held rows are
// released or replaced by the digest, so none is lost or sent twice if a
// process dies.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { queueClientEmail } from "#app/bookings/booking-mail.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookings, outbox } from "#app/db/schema.ts";
import { queueEmailJob } from "#app/mail/mail.server.ts";

/** Sends the emails a booking holds: one as it is, several as one digest. */
export async function sendBookingDigest(bookingId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const held = await tx
      .select({ id: outbox.id, part: outbox.digestPart })
      .from(outbox)
      .where(and(eq(outbox.digestKey, bookingId), isNull(outbox.sentAt)))
      .orderBy(asc(outbox.id))
      .for("update", { skipLocked: true });
    if (held.length === 0) return;
    const [booking] = await tx
      .select({ bookingId: bookings.bookingId, email: bookings.email, customerName: bookings.customerName })
      .from(bookings)
      .where(eq(bookings.bookingId, bookingId));
    const parts = held.flatMap(({ part }) => (part ? [part] : []));
    if (!booking || held.length === 1 || parts.length < held.length) {
      // Alone (or, oddly, without what a digest shows of it): sent as it was written.
      await tx
        .update(outbox)
        .set({ digestKey: null, digestPart: null })
        .where(
          inArray(
            outbox.id,
            held.map(({ id }) => id),
          ),
        );
      for (const { id } of held) await queueEmailJob(tx, id);
      return;
    }
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("digest.subject", { number: parts.length, bookingId }),
      paragraphs: [t("digest.intro", { bookingId })],
      sections: parts.map((part) => ({ heading: part.subject, items: part.lines })),
    }));
    await tx.delete(outbox).where(
      inArray(
        outbox.id,
        held.map(({ id }) => id),
      ),
    );
  });
}
