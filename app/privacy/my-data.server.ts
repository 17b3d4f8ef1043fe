// What the firm holds about a client, as the DPDP Act lets them ask for it
// (issue 22.4): everything in one ZIP, and erasure on request, decided by
// staff against what the law obliges the firm to keep. A client is the
// email their account signs in with: the bookings, enquiries and consents
// made with it are theirs.
import { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { ZipFile } from "yazl";
import { getDb, type Transaction } from "#app/db/client.server.ts";
import {
  approvals,
  bookingEvents,
  bookingItems,
  bookingMessages,
  bookingNotes,
  bookings,
  challans,
  clientGstins,
  clients,
  consents,
  documentAccess,
  dueDateSubscriptions,
  engagements,
  enquiries,
  erasureRequests,
  filings,
  invoices,
  outbox,
  partners,
  uploads,
  user,
  whatsappMessages,
} from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { formatDateTime, getTodayInIndia } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { type Language, localizePath } from "#app/i18n/languages.ts";
import { getMailLanguage, queueEmail } from "#app/mail/mail.server.ts";
import { getFirmInbox } from "#app/site.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

const byEmail = (column: Parameters<typeof eq>[0], email: string) => eq(sql`lower(${column})`, email.toLowerCase());

/** Everything held about this email, as data (the ZIP's data.json). */
async function collect(email: string) {
  const db = getDb();
  const own = await db.select().from(bookings).where(byEmail(bookings.email, email)).orderBy(asc(bookings.createdAt));
  const ids = own.map((booking) => booking.bookingId);
  const some = ids.length > 0;
  const [items, events, messages, whatsapp, files, enquiryRows, partnerRows, consentRows, account, bills, reminders] =
    await Promise.all([
      some ? db.select().from(bookingItems).where(inArray(bookingItems.bookingId, ids)) : [],
      some ? db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)) : [],
      some ? db.select().from(bookingMessages).where(inArray(bookingMessages.bookingId, ids)) : [],
      some
        ? db
            .select()
            .from(whatsappMessages)
            .where(inArray(whatsappMessages.bookingId, ids))
            .orderBy(asc(whatsappMessages.id))
        : [],
      some ? db.select().from(uploads).where(inArray(uploads.bookingId, ids)).orderBy(asc(uploads.id)) : [],
      db.select().from(enquiries).where(byEmail(enquiries.email, email)),
      db.select().from(partners).where(byEmail(partners.email, email)),
      db.select().from(consents).where(byEmail(consents.email, email)),
      db
        .select({ name: user.name, email: user.email, phone: user.phone, createdAt: user.createdAt })
        .from(user)
        .where(byEmail(user.email, email)),
      some ? db.select().from(invoices).where(inArray(invoices.bookingId, ids)).orderBy(asc(invoices.id)) : [],
      db
        .select({
          profile: dueDateSubscriptions.profile,
          createdAt: dueDateSubscriptions.createdAt,
          confirmedAt: dueDateSubscriptions.confirmedAt,
          unsubscribedAt: dueDateSubscriptions.unsubscribedAt,
        })
        .from(dueDateSubscriptions)
        .where(byEmail(dueDateSubscriptions.email, email)),
    ]);
  // The tax the firm told them to pay to the government, and what they reported paid (issue 38.2).
  const [taxRows, approvalRows, filingRows] = some
    ? await Promise.all([
        db.select().from(challans).where(inArray(challans.bookingId, ids)).orderBy(asc(challans.id)),
        // What they approved before the firm filed, as recorded (issue 38, items 1 and 4).
        db.select().from(approvals).where(inArray(approvals.bookingId, ids)).orderBy(asc(approvals.id)),
        // The returns the firm filed for them (issue 37.4).
        db.select().from(filings).where(inArray(filings.bookingId, ids)).orderBy(asc(filings.id)),
      ])
    : [[], [], []];
  // The client the firm keeps (issue 37.1): who it knows them as, their GSTINs and recurring services.
  const client = await db.query.clients.findFirst({
    where: (table, { eq }) => eq(table.email, email.toLowerCase()),
    columns: { name: true, email: true, phone: true, pan: true, language: true, createdAt: true },
    with: {
      gstins: { columns: { gstin: true } },
      engagements: { columns: { serviceId: true, startPeriod: true, pricePaise: true, state: true } },
    },
  });
  const data = {
    exportedAt: new Date().toISOString(),
    account: account[0] ?? null,
    client: client ?? null,
    bookings: own.map((booking) => ({
      bookingId: booking.bookingId,
      name: booking.customerName,
      email: booking.email,
      phone: booking.phone,
      instructions: booking.customerInstructions,
      status: booking.status,
      stage: booking.stage,
      createdAt: booking.createdAt,
      closedAt: booking.closedAt,
      documentsDeletedOn: booking.documentsDeletedOn,
      services: items
        .filter((item) => item.bookingId === booking.bookingId)
        .map((item) => ({ title: item.title, charge: item.charge, quantity: item.quantity })),
      // Where the work stood and when; who at the firm moved it is the firm's business.
      history: events
        .filter((event) => event.bookingId === booking.bookingId)
        .map((event) => ({ stage: event.stage, at: event.at })),
      messages: messages
        .filter((message) => message.bookingId === booking.bookingId)
        .map((message) => ({ from: message.author, by: message.channel, body: message.body, at: message.createdAt })),
      // What went and came on WhatsApp about it (issue 40): to and from which number, and where it stood.
      whatsapp: whatsapp
        .filter((message) => message.bookingId === booking.bookingId)
        .map((message) => ({
          direction: message.direction === "out" ? "to you" : "from you",
          number: message.number,
          kind: message.kind,
          body: message.body,
          status: message.status,
          at: message.createdAt,
        })),
      documents: files
        .filter((file) => file.bookingId === booking.bookingId)
        .map((file) => ({
          fileName: file.fileName,
          from: file.source === "client" ? "you" : "the firm",
          size: file.size,
          sha256: file.sha256,
          receivedAt: file.createdAt,
          inThisZip: documentPath(file),
        })),
      // What we billed: each invoice or credit note as issued, in rupees (the PDF is on the booking page).
      invoices: bills
        .filter((bill) => bill.bookingId === booking.bookingId)
        .map((bill) => ({
          kind: bill.kind,
          number: bill.number,
          issuedOn: bill.issuedOn,
          billedTo: bill.recipient,
          lines: bill.lines,
          totalRupees: (bill.totalPaise / 100).toFixed(2),
          status: bill.status,
          paidOn: bill.paidOn,
        })),
      approvals: approvalRows
        .filter((approval) => approval.bookingId === booking.bookingId)
        .map((approval) => ({
          version: approval.version,
          approvedAt: approval.approvedAt,
          email: approval.email,
          address: approval.clientAddress,
          browser: approval.userAgent,
          summary: approval.summary,
          documents: approval.documents,
        })),
      // The returns the firm filed for them: which, for which period, when, the acknowledgement and the fees paid.
      filedReturns: filingRows
        .filter((filing) => filing.bookingId === booking.bookingId)
        .map((filing) => ({
          form: filing.form,
          period: filing.period,
          dueOn: filing.dueOn,
          filedOn: filing.filedOn,
          acknowledgement: filing.acknowledgement,
          lateFeeRupees: (filing.lateFeePaise / 100).toFixed(2),
          interestRupees: (filing.interestPaise / 100).toFixed(2),
        })),
      // Tax paid to the government through their bank: the challans, by head, in rupees.
      taxToGovernment: taxRows
        .filter((challan) => challan.bookingId === booking.bookingId)
        .map((challan) => ({
          tax: challan.tax,
          period: challan.period,
          reference: challan.reference,
          lines: challan.lines.map(({ head, part, paise }) => ({ head, part, rupees: (paise / 100).toFixed(2) })),
          totalRupees: (challan.totalPaise / 100).toFixed(2),
          payBy: challan.payBy,
          status: challan.status,
          cin: challan.cin,
          paidOn: challan.paidOn,
        })),
    })),
    enquiries: enquiryRows.map(({ id: _id, ...row }) => row),
    partnerEnquiries: partnerRows.map(({ id: _id, ...row }) => row),
    consents: consentRows.map(({ id: _id, clientAddress: _address, ...row }) => row),
    dueDateReminders: reminders,
  };
  return { data, files };
}

function documentPath(file: { bookingId: string; id: number; fileName: string }): string {
  return `documents/${file.bookingId}/${file.id}-${file.fileName.replace(/[/\\]/g, "_")}`;
}

/** A ZIP of everything held about this email: data.json and each document, decrypted as it streams. */
export async function exportPersonalData(email: string): Promise<Readable> {
  const { data, files } = await collect(email);
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), "data.json");
  zip.addBuffer(Buffer.from(README), "README.txt");
  for (const file of files) {
    zip.addReadStreamLazy(documentPath(file), (done) => {
      getStorage()
        .open(file.storageKey)
        .then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, Readable.from([])),
        );
    });
  }
  zip.end();
  return Readable.from(zip.outputStream as AsyncIterable<Buffer>);
}

const README = `What EasyTax Filing holds about you

data.json   your account, bookings (services, history, messages, the list of documents),
            enquiries and consents, as stored on the day of this export.
documents/  each document of your bookings, yours and ours, as it was uploaded.

Questions, corrections or a request to erase: see /privacy on our site.
`;

/** What the law (or the work) still needs kept, shown to staff beside a request: empty when nothing does. */
async function getReasonsToKeep(email: string): Promise<string[]> {
  const open = await getDb()
    .select({ bookingId: bookings.bookingId })
    .from(bookings)
    .where(and(byEmail(bookings.email, email), eq(bookings.status, "In Progress")));
  const reasons: string[] = [];
  if (open.length > 0) {
    reasons.push(
      `An engagement is still open (${open.map((row) => row.bookingId).join(", ")}): its documents are needed for the work until it is closed.`,
    );
  }
  return reasons;
}

/** A client's request, pending until staff decide; one pending request at a time. */
export async function requestErasure(account: { id: string; email: string; name: string }, note: string) {
  return getDb().transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: erasureRequests.id })
      .from(erasureRequests)
      .where(and(byEmail(erasureRequests.email, account.email), eq(erasureRequests.status, "pending")));
    if (pending) return { id: pending.id, created: false };
    const [row] = await tx
      .insert(erasureRequests)
      .values({ email: account.email, userId: account.id, note })
      .returning({ id: erasureRequests.id });
    await queueEmail(tx, {
      to: getFirmInbox(),
      subject: `Erasure request from ${account.email}`,
      greeting: "A client asked us to erase their data:",
      paragraphs: [
        `${account.name} (${account.email}) asked for erasure${note ? `, writing: ${note}` : "."}`,
        "Please decide within 30 days on the erasure requests page: approve, or refuse with the reason the law gives.",
      ],
      action: { label: "Open the erasure requests", url: `${getEnv().SITE_URL}/admin-erasure-requests` },
    });
    return { id: row?.id ?? 0, created: true };
  });
}

export async function listOwnRequests(email: string, language: Language = "en") {
  const rows = await getDb()
    .select()
    .from(erasureRequests)
    .where(byEmail(erasureRequests.email, email))
    .orderBy(desc(erasureRequests.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    reason: row.reason,
    createdAt: formatDateTime(row.createdAt, language),
    decidedAt: row.decidedAt ? formatDateTime(row.decidedAt, language) : null,
  }));
}

/** The staff's queue: pending first, each with what would have to be kept. */
export async function listErasureQueue() {
  const rows = await getDb()
    .select()
    .from(erasureRequests)
    .orderBy(sql`${erasureRequests.status} = 'pending' desc`, desc(erasureRequests.id))
    .limit(100);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      email: row.email,
      note: row.note,
      status: row.status,
      reason: row.reason,
      decidedBy: row.decidedBy ?? "",
      createdAt: formatDateTime(row.createdAt),
      decidedAt: row.decidedAt ? formatDateTime(row.decidedAt) : null,
      reasonsToKeep: row.status === "pending" ? await getReasonsToKeep(row.email) : [],
    })),
  );
}

/**
 * Staff's decision. Approved: the client's documents, messages, enquiries,
 * consents and personal fields of their bookings are erased; what the law
 * obliges the firm to keep (that a booking of these services at these
 * prices was made and when) stays, anonymised. The account stays so that
 * the client can still sign in and see that it was done. Refused: the
 * reason is stored and sent. Either way the client is told.
 */
export async function decideErasure(
  id: number,
  admin: { email: string },
  decision: { approve: boolean; reason: string },
): Promise<"done" | "not-found" | "already-decided"> {
  const removed: string[] = [];
  const outcome = await getDb().transaction(async (tx) => {
    const [request] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id)).for("update");
    if (!request) return "not-found" as const;
    if (request.status !== "pending") return "already-decided" as const;
    await tx
      .update(erasureRequests)
      .set({
        status: decision.approve ? "approved" : "refused",
        decidedBy: admin.email,
        decidedAt: sql`now()`,
        reason: decision.reason,
      })
      .where(eq(erasureRequests.id, id));
    // Read before the erasure, which may take the client's row and its language.
    const language = await getMailLanguage(tx, request.email);
    if (decision.approve) removed.push(...(await erase(tx, request.email)));
    const t = getT(language, "mail");
    await queueEmail(tx, {
      to: request.email,
      language,
      subject: decision.approve ? t("erasure.erasedSubject") : t("erasure.refusedSubject"),
      greeting: t("erasure.greeting"),
      paragraphs: decision.approve
        ? [t("erasure.erased"), t("erasure.kept"), ...(decision.reason ? [decision.reason] : [])]
        : [
            t("erasure.cannot"),
            decision.reason,
            t("erasure.askAgain", { privacyPath: localizePath("/privacy", language) }),
          ],
      action: { label: t("erasure.readPolicy"), url: `${getEnv().SITE_URL}${localizePath("/privacy", language)}` },
    });
    return "done" as const;
  });
  // After the commit: a crash in between leaves files without rows, which the stray-file sweep removes.
  for (const key of removed) await getStorage().remove(key);
  return outcome;
}

/** Erases what is held about this email inside the decision's transaction; returns the stored files to remove. */
async function erase(tx: Transaction, email: string) {
  const own = await tx.select({ bookingId: bookings.bookingId }).from(bookings).where(byEmail(bookings.email, email));
  const ids = own.map((row) => row.bookingId);
  const today = getTodayInIndia();
  let keys: string[] = [];
  if (ids.length > 0) {
    const files = await tx
      .delete(uploads)
      .where(inArray(uploads.bookingId, ids))
      .returning({ key: uploads.storageKey });
    keys = files.map((file) => file.key);
    await tx.delete(whatsappMessages).where(inArray(whatsappMessages.bookingId, ids));
    await tx.delete(bookingMessages).where(inArray(bookingMessages.bookingId, ids));
    await tx.delete(bookingNotes).where(inArray(bookingNotes.bookingId, ids));
    // The access log stays its year (the Rules require it), without the file names or the client's email.
    await tx
      .update(documentAccess)
      .set({ fileName: "an erased document" })
      .where(inArray(documentAccess.bookingId, ids));
    await tx
      .update(documentAccess)
      .set({ actorEmail: null })
      .where(and(inArray(documentAccess.bookingId, ids), eq(documentAccess.actorRole, "user")));
    // The booking's email stays: it is the account's, the link that lets the client see it was done.
    // Its filings (issue 37.4) stay too, as the law requires: the acknowledgement's file goes with the uploads.
    await tx
      .update(bookings)
      .set({
        customerName: "Erased on request",
        phone: "",
        customerInstructions: "",
        documentsDeletedOn: today,
        deliverablesDeletedOn: today,
      })
      .where(inArray(bookings.bookingId, ids));
  }
  // The client the firm kept stays a row (its invoices and bookings point at it), without their details:
  // its GSTINs go and its recurring services end.
  const erased = await tx
    .update(clients)
    .set({ name: "Erased on request", phone: "", pan: null })
    .where(eq(clients.email, email.toLowerCase()))
    .returning({ id: clients.id });
  for (const { id } of erased) {
    await tx.delete(clientGstins).where(eq(clientGstins.clientId, id));
    await tx
      .update(engagements)
      .set({
        state: "ended",
        stateChangedBy: "erasure on request",
        stateChangedAt: sql`now()`,
        stateReason: "The client's data was erased on request.",
        clientAsks: null,
      })
      .where(and(eq(engagements.clientId, id), ne(engagements.state, "ended")));
  }
  await tx.delete(enquiries).where(byEmail(enquiries.email, email));
  await tx.delete(partners).where(byEmail(partners.email, email));
  // What a WhatsApp number of theirs sent or was sent outside any booking (a STOP, its answer).
  const numbers = await tx
    .select({ number: consents.subject })
    .from(consents)
    .where(and(byEmail(consents.email, email), eq(consents.purpose, "whatsapp")));
  if (numbers.length > 0) {
    await tx.delete(whatsappMessages).where(
      and(
        inArray(
          whatsappMessages.number,
          numbers.map((row) => row.number),
        ),
        isNull(whatsappMessages.bookingId),
      ),
    );
  }
  await tx.delete(consents).where(byEmail(consents.email, email));
  await tx.delete(dueDateSubscriptions).where(byEmail(dueDateSubscriptions.email, email));
  // Mail already sent held their details; the decision's own email is queued after this.
  await tx.delete(outbox).where(byEmail(outbox.to, email));
  return keys;
}
