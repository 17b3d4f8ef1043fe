import { randomInt } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import { DatabaseError } from "pg";
import { recordAudit } from "#app/audit/audit.server.ts";
import { readBookingReference } from "#app/bookings/booking-reference.ts";
import { recordBooked } from "#app/bookings/booking-work.server.ts";
import { getFilingChoices, OTHER_DOCUMENT } from "#app/bookings/checklist.server.ts";
import { guessFiling } from "#app/bookings/filing-guess.ts";
import { getItemSummaries } from "#app/bookings/item-summaries.server.ts";
import { lockBooking } from "#app/bookings/lock-booking.server.ts";
import { fileByName } from "#app/bookings/requests.server.ts";
import { getOption } from "#app/catalog/catalog.server.ts";
import { getNextDueDate } from "#app/catalog/due-dates.ts";
import type { Charge } from "#app/catalog/services.ts";
import { clientForBooking } from "#app/clients/clients.server.ts";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import { bookingItems, bookings, uploads } from "#app/db/schema.ts";
import { formatDateTime, getTodayInIndia } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { type GivenConsent, recordConsents } from "#app/privacy/consent.server.ts";
import { isPhoto } from "#app/uploads/file-types.ts";
import { type AcceptedFile, discardFiles, getUploadLimits, type RefusedFile } from "#app/uploads/receive.server.ts";
import { openConfirmation, recordUploads } from "#app/uploads/upload-mail.server.ts";
import { getWhatsAppOptIn, optInToWhatsApp } from "#app/whatsapp/opt-in.server.ts";

export const MAX_ITEM_QUANTITY = 99;

export type BookingItem = { serviceId: string; optionId: string; title: string; charge: Charge; quantity: number };

/**
 * The cart lines the browser sent ([option key, quantity] pairs), checked
 * against the catalog: titles and prices come from the catalog only.
 */
export function resolveBookingItems(raw: string): { items: BookingItem[] } | { error: string } {
  let lines: unknown;
  try {
    lines = JSON.parse(raw);
  } catch {
    return { error: "The selected services could not be read. Please select them again." };
  }
  if (!Array.isArray(lines) || lines.length === 0) return { error: "Kindly select any service(s) to proceed." };
  if (lines.length > 60) return { error: "Too many services in one booking." };
  const items: BookingItem[] = [];
  for (const line of lines) {
    const [key, quantity] = Array.isArray(line) ? (line as unknown[]) : [];
    const option = typeof key === "string" ? getOption(key) : undefined;
    if (!option) return { error: `This service option does not exist: ${String(key).slice(0, 80)}.` };
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_ITEM_QUANTITY) {
      return { error: `The quantity of ${option.label} must be between 1 and ${MAX_ITEM_QUANTITY}.` };
    }
    if (items.some((item) => item.serviceId === option.serviceId && item.optionId === option.id)) {
      return { error: `${option.label} is listed twice.` };
    }
    items.push({
      serviceId: option.serviceId,
      optionId: option.id,
      title: `${option.serviceName} – ${option.label}`,
      charge: option.charge,
      quantity: quantity as number,
    });
  }
  return { items };
}

/**
 * Whether a value could be a booking id at all: letters, digits and dashes
 * (ETF-…). Anything else cannot match one and never reaches a query.
 */
export function couldBeBookingId(value: string): boolean {
  return /^[\w-]{1,100}$/.test(value);
}

/** ETF-{millisecond timestamp}-{0..9999} (spec section 3). */
export function generateBookingId(now = Date.now()): string {
  return `ETF-${now}-${randomInt(10_000)}`;
}

export type NewBooking = {
  customerName: string;
  email: string;
  phone: string;
  instructions: string;
  items: BookingItem[];
  files: AcceptedFile[];
  userId: string | null;
  /** False past the confirmation limits (no relay for spam): the booking is saved, the client not mailed. */
  mailConfirmation?: boolean;
  /** Why files sent with the form were refused, for the confirmation. */
  refused?: string[];
  /** The browser uploads documents next: the confirmation waits for them (upload-mail.server.ts). */
  uploadsFollow?: boolean;
  /** The checkout form's key (decision 009): a booking sent again with it is not stored twice. */
  idempotencyKey?: string;
  /** The consent the checkout form required (issue 22.5), recorded with the booking. */
  consent?: GivenConsent;
  /** The booking's notices on WhatsApp too (issue 40.1): the ticked box's number, as WhatsApp takes it ("919876543210"). */
  whatsapp?: { number: string; clientAddress: string };
  /** The language of the page it was made on: its page's and emails' (issue 39). English unless told. */
  language?: Language;
};

export type CreatedBooking = { bookingId: string; refused: RefusedFile[] };

/** The idempotency key belongs to someone else's booking: nothing was stored, and nothing about it is told. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super("This booking form was already used. Please reload the page and book again.");
  }
}

/**
 * Writes the booking, its items, the consents given with it (and the
 * WhatsApp opt-in its box gave), its documents and its first round of
 * uploads in one transaction; the round's emails (to the client and to the
 * firm) are queued with it, or once the uploads that follow are done. A
 * clash of ids is retried with a new one. A booking whose idempotency key is
 * already taken stores and records nothing (its files are removed): the
 * same person (same user, or the same guest email) gets the first booking's
 * id back; anyone else gets IdempotencyKeyTaken. The booking's short
 * reference is drawn by the insert (the column's default); a clash of
 * references is retried as a clash of ids is.
 */
export async function createBooking(booking: NewBooking): Promise<CreatedBooking> {
  for (let attempt = 1; ; attempt++) {
    const bookingId = generateBookingId();
    // Whether the booking's WhatsApp box started an opt-in (the same number again starts none).
    let optedIn = false;
    try {
      const refused = await getDb().transaction(async (tx) => {
        const [inserted] = await tx
          .insert(bookings)
          .values({
            bookingId,
            userId: booking.userId,
            customerName: booking.customerName,
            email: booking.email,
            phone: booking.phone,
            customerInstructions: booking.instructions,
            dueOn: getNextDueDate(
              booking.items.map((item) => `${item.serviceId}:${item.optionId}`),
              getTodayInIndia(),
            )?.date,
            idempotencyKey: booking.idempotencyKey,
            language: booking.language,
          })
          .onConflictDoNothing({ target: bookings.idempotencyKey })
          .returning({ bookingId: bookings.bookingId });
        if (!inserted) return null;
        const clientId = await clientForBooking(tx, {
          userId: booking.userId,
          email: booking.email,
          name: booking.customerName,
          phone: booking.phone,
        });
        await tx.update(bookings).set({ clientId }).where(eq(bookings.bookingId, bookingId));
        await recordBooked(tx, bookingId);
        if (booking.consent) {
          await recordConsents(tx, {
            ...booking.consent,
            email: booking.email,
            purpose: "booking",
            subject: bookingId,
          });
        }
        if (booking.whatsapp) {
          const before = await getWhatsAppOptIn(tx, booking.email);
          await optInToWhatsApp(tx, { email: booking.email, ...booking.whatsapp });
          optedIn = before?.number !== booking.whatsapp.number;
        }
        await tx.insert(bookingItems).values(
          booking.items.map((item) => ({
            bookingId,
            serviceId: item.serviceId,
            optionId: item.optionId,
            title: item.title,
            charge: typeof item.charge === "number" ? item.charge : null,
            quantity: item.quantity,
          })),
        );
        const admitted = admitFiles({ count: 0, bytes: 0 }, booking.files);
        // Files sent with the booking are filed by their names: pan-photo.pdf ticks the PAN (issue 36, item 2).
        const choices = getFilingChoices(booking.items);
        const received = await insertUploads(
          tx,
          bookingId,
          admitted.kept,
          (fileName) => guessFiling(fileName, choices) ?? OTHER_DOCUMENT,
        );
        await openConfirmation(tx, {
          bookingId,
          received,
          refused: [...(booking.refused ?? []), ...admitted.refused.map((item) => item.error)],
          mailClient: booking.mailConfirmation !== false,
          uploadsFollow: booking.uploadsFollow === true,
        });
        return admitted.refused;
      });
      if (!refused) return await findResubmittedBooking(booking);
      await discardFiles(refused.map((item) => item.file));
      if (optedIn && booking.whatsapp) {
        await recordAudit({
          action: "whatsapp-opted-in",
          actor: { id: booking.userId ?? undefined, email: booking.email },
          target: `whatsapp ${booking.whatsapp.number} (booking ${bookingId})`,
          clientAddress: booking.whatsapp.clientAddress,
        });
      }
      return { bookingId, refused: refused.map(({ fileName, error }) => ({ fileName, error })) };
    } catch (error) {
      if (!isBookingIdClash(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * The booking a resubmitted checkout form made the first time, if it is this
 * person's: made by the same user, or by a guest with the same email. The
 * files sent again are removed (the first submit stored them).
 */
async function findResubmittedBooking(booking: NewBooking): Promise<CreatedBooking> {
  await discardFiles(booking.files);
  if (!booking.idempotencyKey) throw new IdempotencyKeyTaken();
  const [first] = await getDb()
    .select({ bookingId: bookings.bookingId, userId: bookings.userId, email: bookings.email })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, booking.idempotencyKey));
  const same =
    first !== undefined && first.userId === booking.userId && first.email.toLowerCase() === booking.email.toLowerCase();
  if (!same) throw new IdempotencyKeyTaken();
  return { bookingId: first.bookingId, refused: [] };
}

/** Another booking took the same id, or the reference drawn for it (Drizzle wraps the driver's error). */
export function isBookingIdClash(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof DatabaseError ? error.cause : error;
  return (
    cause instanceof DatabaseError &&
    cause.code === "23505" &&
    (cause.constraint === "bookings_pkey" || cause.constraint === "bookings_reference_unique")
  );
}

/**
 * Who sent documents for a booking, as the server knows it, never as the
 * browser says: the booking this browser just made (the signed last-booking
 * cookie), and the signed-in client's email. Neither matching the booking
 * means the public booking lookup: anyone who holds the id.
 */
export type Sender = { justBooked: string | null; email: string | null };

/** Nobody the server knows: what the public booking lookup sends as. */
export const ANYONE: Sender = { justBooked: null, email: null };

/**
 * Adds documents to an existing booking and to its round of uploads (the
 * receipt is mailed when the round ends; `refusedBefore` are the reasons
 * for files of the same request refused on receipt), within a quota
 * (UPLOAD_MAX_FILES files, UPLOAD_MAX_BOOKING_MB in all): the booking row
 * is locked while what it holds is counted, so parallel uploads cannot both
 * take the last place. The booking's client (see Sender) fills the
 * booking's quota; anyone else sends through the booking lookup (issue
 * 34.3): unchecked documents, in a quota of their own that cannot exhaust
 * the client's, ticking nothing until staff accept them. Files over the
 * quota are refused by name and removed. Null when there is no such booking
 * (nothing is written).
 */
export async function addDocuments(
  bookingId: string,
  files: AcceptedFile[],
  refusedBefore: string[] = [],
  filedAs?: string,
  sender: Sender = ANYONE,
): Promise<{ refused: (RefusedFile & { file: AcceptedFile })[] } | null> {
  const refused = await getDb().transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    if (!booking) return null;
    const checked =
      sender.justBooked === bookingId ||
      (sender.email !== null && sender.email.toLowerCase() === booking.email.toLowerCase());
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.size}), 0)::bigint` })
      .from(uploads)
      .where(and(eq(uploads.bookingId, bookingId), eq(uploads.source, "client"), eq(uploads.checked, checked)));
    const admitted = admitFiles(
      { count: held?.count ?? 0, bytes: Number(held?.bytes ?? 0) },
      files,
      checked ? "" : LOOKUP_QUOTA,
    );
    const filing = await fileByName(tx, bookingId, filedAs);
    const received = await insertUploads(tx, bookingId, admitted.kept, filing, checked);
    await recordUploads(tx, bookingId, {
      received,
      refused: [...refusedBefore, ...admitted.refused.map((item) => item.error)],
    });
    return admitted.refused;
  });
  if (!refused) return null;
  await discardFiles(refused.map((item) => item.file));
  return { refused };
}

/** How a quota refusal names the lookup's own quota (after "a booking can hold no more than {n} files"). */
const LOOKUP_QUOTA = " sent through the booking lookup before the firm has checked them";

/** Splits files into those the quota still has room for, in order, and those refused. */
function admitFiles(held: { count: number; bytes: number }, files: AcceptedFile[], quota = "") {
  const { maxFiles, maxBookingMb } = getUploadLimits();
  const maxBytes = maxBookingMb * 1024 * 1024;
  let { count, bytes } = held;
  const kept: AcceptedFile[] = [];
  const refused: (RefusedFile & { file: AcceptedFile })[] = [];
  for (const file of files) {
    if (count + 1 > maxFiles) {
      refused.push({
        file,
        fileName: file.fileName,
        error: `${file.fileName}: a booking can hold no more than ${maxFiles} files${quota}.`,
      });
    } else if (bytes + file.size > maxBytes) {
      refused.push({
        file,
        fileName: file.fileName,
        error: `${file.fileName}: a booking can hold no more than ${maxBookingMb} MB of documents${quota}.`,
      });
    } else {
      count++;
      bytes += file.size;
      kept.push(file);
    }
  }
  return { kept, refused };
}

/** Inserts upload rows; returns the receipt lines (name, size, time). */
async function insertUploads(
  tx: Transaction,
  bookingId: string,
  files: AcceptedFile[],
  fileAs: (fileName: string) => string,
  checked = true,
): Promise<string[]> {
  if (files.length === 0) return [];
  // A form's photos are kept only as the PDF made of them (convertReceivedPhotos).
  if (files.some((file) => isPhoto(file.contentType)))
    throw new Error("Photos must become a PDF before they are filed");
  const rows = await tx
    .insert(uploads)
    .values(files.map((file) => ({ bookingId, ...file, filedAs: fileAs(file.fileName), checked })))
    .returning({ fileName: uploads.fileName, size: uploads.size, createdAt: uploads.createdAt });
  const through = checked ? "" : " through the booking lookup, not yet checked";
  return rows.map(
    (row) => `${row.fileName} (${formatSize(row.size)}), received ${formatDateTime(row.createdAt)}${through}`,
  );
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export async function bookingExists(bookingId: string): Promise<boolean> {
  const [found] = await getDb()
    .select({ bookingId: bookings.bookingId })
    .from(bookings)
    .where(eq(bookings.bookingId, bookingId));
  return found !== undefined;
}

/**
 * What a stranger holding the id, or the booking's short reference, may see
 * (DESIGN point 10): never name, email, phone or files. The id is matched
 * as given, first (the spec's search); else the text read as a reference
 * (any case, spaces and dashes: readBookingReference).
 */
export async function findBookingSummary(bookingIdOrReference: string, language: Language = "en") {
  const reference = readBookingReference(bookingIdOrReference);
  const byId = eq(bookings.bookingId, bookingIdOrReference);
  const [booking] = await getDb()
    .select({
      bookingId: bookings.bookingId,
      reference: bookings.reference,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(reference ? or(byId, eq(bookings.reference, reference)) : byId)
    .orderBy(sql`${byId} desc`)
    .limit(1);
  if (!booking) return null;
  const summary = (await getItemSummaries([booking.bookingId], getDb(), language)).get(booking.bookingId);
  return {
    bookingId: booking.bookingId,
    reference: booking.reference,
    status: booking.status,
    services: summary?.items ?? [],
    createdAt: formatDateTime(booking.createdAt, language),
  };
}

/** The documents received for a booking, for its owner's confirmation page. */
export async function getReceivedDocuments(bookingId: string) {
  const rows = await getDb()
    .select({ fileName: uploads.fileName, size: uploads.size })
    .from(uploads)
    // Not what a stranger sent through the booking lookup meanwhile (issue 34.3).
    .where(and(eq(uploads.bookingId, bookingId), eq(uploads.checked, true)))
    .orderBy(uploads.id);
  return rows.map((row) => `${row.fileName} (${formatSize(row.size)})`);
}

export type BookingRow = {
  bookingId: string;
  customerName: string;
  email: string;
  phone: string;
  customerInstructions: string;
  status: string;
  items: string[];
  total: string;
  createdAt: string;
};

/** A booking's options, in the order booked: what its checklists are made from. */
export async function getBookedItems(bookingId: string) {
  return getDb()
    .select({ serviceId: bookingItems.serviceId, optionId: bookingItems.optionId, title: bookingItems.title })
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(bookingItems.id);
}
