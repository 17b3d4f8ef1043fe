// One email per round of uploads, not one per file (issue 17 item 6). The
// browser uploads a booking's documents one request per file; each request
// adds its files to the booking's open round (a row of upload_batches), and
// the round is mailed once, when the browser says it has finished or, if it
// never does (tab closed, network lost), when nothing more came for a quiet
// while: each upload queues an "upload-mail" job for when that while is over
// (app/jobs), in its own transaction. Closing a round and queueing its mail
// happen in one transaction, claimed with SKIP LOCKED: any number of server
// processes mail each round once, and the outbox delivers it even if this
// process dies right after.
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { type MailWords, queueClientEmail, queueFirmNotice } from "#app/bookings/booking-mail.server.ts";
import { BOOKING_LINK_LIFETIME_DAYS } from "#app/bookings/booking-schema.ts";
import { getChecklistSections } from "#app/bookings/checklist.server.ts";
import { getItemSummaries, summariseItems } from "#app/bookings/item-summaries.server.ts";
import { mayMailReceipt } from "#app/challenge/form-limits.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingItems, bookings, uploadBatches } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { queueJob } from "#app/jobs/queue.server.ts";
import { getSiteConfig } from "#app/site.server.ts";

type Batch = typeof uploadBatches.$inferSelect;

/** Refusals kept per round: enough to list, not a way to grow a row without end. */
const MAX_REFUSED = 50;

/**
 * Opens the booking's first round, in the booking's transaction. When no
 * uploads follow (no JavaScript: the files came with the form; or no files
 * at all) it is closed and mailed at once.
 */
export async function openConfirmation(
  tx: Transaction,
  options: { bookingId: string; received: string[]; refused: string[]; mailClient: boolean; uploadsFollow: boolean },
): Promise<void> {
  const [batch] = await tx
    .insert(uploadBatches)
    .values({
      bookingId: options.bookingId,
      kind: "confirmation",
      mailClient: options.mailClient,
      received: options.received,
      refused: options.refused.slice(0, MAX_REFUSED),
    })
    .returning();
  if (!batch) return;
  if (options.uploadsFollow) await mailWhenQuiet(tx, options.bookingId);
  else await closeBatch(tx, batch);
}

/**
 * Adds one upload's files to the booking's open round, or opens a later
 * round ("receipt") for them. Call it in the transaction that holds the
 * booking's row locked, so two uploads never open two rounds.
 */
export async function recordUploads(
  tx: Transaction,
  bookingId: string,
  files: { received: string[]; refused: string[] },
): Promise<void> {
  const [open] = await tx
    .select({ id: uploadBatches.id })
    .from(uploadBatches)
    .where(and(eq(uploadBatches.bookingId, bookingId), isNull(uploadBatches.closedAt)))
    .for("update");
  if (open) {
    await tx
      .update(uploadBatches)
      .set({
        received: sql`${uploadBatches.received} || ${JSON.stringify(files.received)}::jsonb`,
        refused: appendRefused(files.refused),
        lastActivityAt: sql`now()`,
      })
      .where(eq(uploadBatches.id, open.id));
  } else if (files.received.length > 0) {
    await tx.insert(uploadBatches).values({
      bookingId,
      kind: "receipt",
      received: files.received,
      refused: files.refused.slice(0, MAX_REFUSED),
    });
  } else {
    return;
  }
  await mailWhenQuiet(tx, bookingId);
}

/**
 * An upload whose files were all refused: listed in the open round, if
 * there is one. It never opens a round, so refused files alone mail nobody.
 */
export async function recordRefusals(bookingId: string, refused: string[]): Promise<void> {
  if (refused.length === 0) return;
  await getDb().transaction(async (tx) => {
    const open = await tx
      .update(uploadBatches)
      .set({ refused: appendRefused(refused), lastActivityAt: sql`now()` })
      .where(and(eq(uploadBatches.bookingId, bookingId), isNull(uploadBatches.closedAt)))
      .returning({ id: uploadBatches.id });
    if (open.length > 0) await mailWhenQuiet(tx, bookingId);
  });
}

/** Queues the check that mails the booking's round once nothing more came for the quiet while. */
async function mailWhenQuiet(tx: Transaction, bookingId: string): Promise<void> {
  await queueJob(tx, "upload-mail", { bookingId }, { startAfter: getEnv().UPLOAD_QUIET_SECONDS });
}

function appendRefused(refused: string[]) {
  return sql`case when jsonb_array_length(${uploadBatches.refused}) < ${MAX_REFUSED}
    then ${uploadBatches.refused} || ${JSON.stringify(refused.slice(0, MAX_REFUSED))}::jsonb
    else ${uploadBatches.refused} end`;
}

/** The browser's "my uploads for this booking are done": mails the open round now. */
export async function finishUploads(bookingId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // Waits for an upload still writing to the round; a round closed
    // meanwhile (by its "upload-mail" job) no longer matches.
    const [batch] = await tx
      .select()
      .from(uploadBatches)
      .where(and(eq(uploadBatches.bookingId, bookingId), isNull(uploadBatches.closedAt)))
      .for("update");
    if (!batch) return false;
    await closeBatch(tx, batch);
    return true;
  });
}

/**
 * Mails every round with no upload for `quietMs` (the booking's only, given
 * one), one per transaction. Rounds another process is closing, or an
 * upload is writing to, are skipped: that upload queued a later check.
 * Returns how many were mailed.
 */
export async function mailQuietRounds(quietMs: number, bookingId?: string): Promise<number> {
  let closed = 0;
  for (;;) {
    const done = await getDb().transaction(async (tx) => {
      const [batch] = await tx
        .select()
        .from(uploadBatches)
        .where(
          and(
            isNull(uploadBatches.closedAt),
            bookingId === undefined ? undefined : eq(uploadBatches.bookingId, bookingId),
            lte(uploadBatches.lastActivityAt, sql`now() - ${`${quietMs} milliseconds`}::interval`),
          ),
        )
        .orderBy(asc(uploadBatches.lastActivityAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!batch) return false;
      await closeBatch(tx, batch);
      return true;
    });
    if (!done) return closed;
    closed++;
  }
}

/** Marks the round mailed and queues its emails, in the caller's transaction. */
async function closeBatch(tx: Transaction, batch: Batch): Promise<void> {
  await tx.update(uploadBatches).set({ closedAt: sql`now()` }).where(eq(uploadBatches.id, batch.id));
  const [booking] = await tx
    .select({
      bookingId: bookings.bookingId,
      customerName: bookings.customerName,
      email: bookings.email,
      phone: bookings.phone,
      instructions: bookings.customerInstructions,
      reference: bookings.reference,
    })
    .from(bookings)
    .where(eq(bookings.bookingId, batch.bookingId));
  if (!booking) return;
  const documents = (t: MailWords["t"] = getT("en", "mail")) => [
    { heading: t("documents.receivedHeading", { number: batch.received.length }), items: batch.received },
    { heading: t("documents.refusedHeading", { number: batch.refused.length }), items: batch.refused },
  ];

  if (batch.kind === "confirmation") {
    const { items: services, total } = (await getItemSummaries([batch.bookingId], tx)).get(batch.bookingId) ?? {
      items: [],
      total: "",
    };
    if (batch.mailClient) {
      const booked = await tx
        .select({
          serviceId: bookingItems.serviceId,
          optionId: bookingItems.optionId,
          title: bookingItems.title,
          charge: bookingItems.charge,
          quantity: bookingItems.quantity,
        })
        .from(bookingItems)
        .where(eq(bookingItems.bookingId, batch.bookingId))
        .orderBy(bookingItems.id);
      const { bookingId } = batch;
      await queueClientEmail(tx, booking, ({ t, language }) => {
        // The services and their total as the catalog says them in the client's language.
        const summary = summariseItems(booked, language);
        return {
          subject: t("received.subject", { bookingId }),
          paragraphs: [
            t("received.thanks", { firm: getSiteConfig().name, bookingId }),
            t("received.reference", { reference: booking.reference }),
            t("received.total", { total: summary.total }),
            batch.received.length > 0
              ? t("received.documentsCame", { count: batch.received.length })
              : t("received.noDocuments"),
            t("received.bookingPage", { days: BOOKING_LINK_LIFETIME_DAYS }),
          ],
          list: summary.items,
          sections: [...documents(t), ...getChecklistSections(booked, language)],
          whatsapp: {
            template: "booking_received",
            values: { reference: booking.reference, services: summary.items.join(", ") },
          },
        };
      });
    }
    await queueFirmNotice(tx, batch.bookingId, {
      subject: `New booking ${batch.bookingId}`,
      greeting: "A new booking has arrived.",
      paragraphs: [
        `Customer: ${booking.customerName}, ${booking.email}, ${booking.phone}`,
        `Instructions: ${booking.instructions || "none"}`,
        `Total: ${total}`,
      ],
      list: services,
      sections: documents(),
    });
    return;
  }

  // Anyone holding the id may upload: past the limit the documents are kept, the receipt not sent.
  if (batch.received.length > 0 && (await mayMailReceipt(booking.email, tx))) {
    await queueClientEmail(tx, booking, ({ t }) => ({
      subject: t("documents.receiptSubject", { bookingId: batch.bookingId }),
      paragraphs: [t("documents.receipt", { bookingId: batch.bookingId })],
      sections: documents(t),
    }));
  }
  await queueFirmNotice(tx, batch.bookingId, {
    subject: `Documents received for booking ${batch.bookingId}`,
    greeting: `New documents for booking ${batch.bookingId}.`,
    paragraphs: [`Customer: ${booking.customerName}, ${booking.email}, ${booking.phone}`],
    sections: documents(),
  });
}
