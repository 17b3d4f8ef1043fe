// The whole database schema (pg-core). Column names are snake_case in
// PostgreSQL (see `casing` in drizzle.config.ts and the client).
import { relations, type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ApprovedDocument, DraftDocument, DraftSummary } from "#app/approvals/approval-summary.ts";
import { BLOG_CATEGORIES } from "#app/blog/blocks.ts";
import { LINE_MARK_STATES, MISSING_REASON_MAX, REQUEST_NOTE_MAX } from "#app/bookings/line-marks.ts";
import { BOOKING_STAGES, type BookingStage, type TimelineStage } from "#app/bookings/stages.ts";
import { CHALLAN_TAXES, type ChallanLine } from "#app/challans/challan.ts";
import type { EnquiryStatus } from "#app/enquiries/enquiry-status.ts";
import {
  type GstState,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceParty,
  type InvoiceSupplier,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "#app/invoices/invoice-types.ts";
import { DUE_DATE_PROFILES, type DueDateProfile } from "#app/tools/due-date-types.ts";

export const BOOKING_STATUSES = ["In Progress", "Closed"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const ROLES = ["user", "admin"] as const;

/** Where a sign-in link made at sending time leads (app/mail/delivery.server.ts). */
export type SignInLinkRequest = { email: string; name: string; callbackPath: string; errorPath: string };

/** A file an email carries, made when it is sent (app/mail/delivery.server.ts): an invoice's PDF or its UPI QR code. */
export type MailAttachmentRequest = { kind: "invoice-pdf" | "upi-qr"; invoiceId: number };
export type Role = (typeof ROLES)[number];

/** A check constraint's list of allowed texts: 'a', 'b'. Our own constants only. */
const quoteList = (values: readonly string[]) => values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");

/**
 * What a staff list's search box matches (app/admin/lists.server.ts): the
 * columns lower-cased and joined by spaces. The list's query and its table's
 * trigram index are made from the one expression of `SEARCH_TEXT`, so the
 * substring search (`like '%…%'`) is served by the index (pg_trgm).
 */
const searchText = (...parts: (AnyPgColumn | SQL)[]): SQL => sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
const orEmpty = (column: AnyPgColumn) => sql`coalesce(${column}, '')`;
const searchIndex = (name: string, text: SQL) => index(name).using("gin", sql`${text} gin_trgm_ops`);

/** Each searched table's search expression; read when a query or the migration generator needs it. */
export const SEARCH_TEXT: Record<
  "bookings" | "enquiries" | "partners" | "auditEvents" | "documentAccess" | "invoices" | "clients",
  () => SQL
> = {
  bookings: () =>
    searchText(bookings.bookingId, bookings.customerName, bookings.email, bookings.phone, bookings.reference),
  enquiries: () => searchText(enquiries.name, enquiries.email, enquiries.phone),
  partners: () => searchText(partners.name, partners.email, partners.phone),
  auditEvents: () =>
    searchText(auditEvents.action, orEmpty(auditEvents.actorEmail), auditEvents.target, auditEvents.clientAddress),
  documentAccess: () =>
    searchText(orEmpty(documentAccess.actorEmail), documentAccess.bookingId, documentAccess.fileName),
  invoices: () =>
    searchText(
      invoices.number,
      invoices.bookingId,
      sql`(${invoices.recipient} ->> 'name')`,
      orEmpty(invoices.recipientGstin),
    ),
  clients: () => searchText(clients.name, orEmpty(clients.email), clients.phone, orEmpty(clients.pan)),
};

/**
 * Draws a booking's short reference (why it is nine random digits:
 * app/bookings/booking-reference.ts): 48 bits of a version 4 UUID, which
 * PostgreSQL draws from a strong source, modulo 10^9 (each reference's odds
 * off by under 4 in a million), written ETF-482-139-075. A column default, so
 * that every booking gets one in the statement that inserts it, and the
 * migration that added the column drew one for each booking there was.
 */
const BOOKING_REFERENCE_DRAW = sql`'ETF-' || to_char(('x' || left(replace(gen_random_uuid()::text, '-', ''), 12))::bit(48)::bigint % 1000000000, 'FM000"-"000"-"000')`;

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

// Better Auth's tables (user, session, account, verification, rateLimit),
// with the user's phone and role added. Better Auth reads them through its
// Drizzle adapter (app/accounts/auth.server.ts).
export const user = pgTable(
  "user",
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    phone: text().notNull().default(""),
    role: text().$type<Role>().notNull().default("user"),
    /** Better Auth's two-factor plugin: an authenticator app is confirmed. */
    twoFactorEnabled: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check("user_role_check", sql`${table.role} in ('user', 'admin')`)],
);

export const session = pgTable(
  "session",
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (table) => [index("session_user_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("account_user_idx").on(table.userId)],
);

/**
 * The email a sign-in link signs in, lower-cased (Better Auth's magic link:
 * identifier `magic-link:{hashed token}`, value JSON with the email); null
 * for every other kind of row, whose value is no JSON. Indexed: each new
 * link ends the email's older ones (app/accounts/sign-in-links.server.ts),
 * which read every link's JSON at each booking before.
 */
export const signInLinkEmail = (row: { identifier: AnyPgColumn; value: AnyPgColumn }) =>
  sql`(case when starts_with(${row.identifier}, 'magic-link:') then lower(${row.value}::jsonb ->> 'email') end)`;

export const verification = pgTable(
  "verification",
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("verification_identifier_idx").on(table.identifier),
    index("verification_sign_in_link_email_idx").on(signInLinkEmail(table)),
  ],
);

/** Better Auth's two-factor plugin: the TOTP secret and backup codes, both encrypted with the auth secret. */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (table) => [index("two_factor_user_idx").on(table.userId), index("two_factor_secret_idx").on(table.secret)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: "number" }).notNull(),
});

/**
 * Our own request limits (app/rate-limit.server.ts): one fixed window per
 * rule and client address or account. In the database, so that every server
 * process counts together.
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  /** `{rule}:{address or email}` */
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * One-time answers already accepted, kept until they would expire: proof-of-
 * work solutions (app/challenge), each good for one submission in whichever
 * server process, and authenticator codes (`totp:…`, accounts.server.ts).
 */
export const usedChallenges = pgTable("used_challenges", {
  /** The challenge's HMAC signature. */
  signature: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Emails waiting to be sent. Written in the same transaction as whatever
 * caused them, delivered by a background loop with retries (app/mail).
 */
/** A held email as its booking's digest shows it: its subject, then its lines. */
export type DigestPart = { subject: string; lines: string[] };

export const outbox = pgTable(
  "outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /**
     * A sign-in link to make when the email is sent (not when queued, inside
     * someone's transaction): it replaces SIGN_IN_LINK in text and html.
     */
    signInLink: jsonb().$type<SignInLinkRequest>(),
    /** Files to attach, made as the email is sent (a queueing transaction stays short). */
    attachments: jsonb().$type<MailAttachmentRequest[]>(),
    /** Tries so far, and why the last one failed: the "send-email" job retries (app/jobs). */
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * The booking whose digest holds this email (no "send-email" job yet):
     * the "booking-digest" job sends it alone, or folds it with the
     * booking's other held emails into one (docs/decisions/020-booking-digest.md).
     */
    digestKey: text(),
    /** What the digest shows of a held email. */
    digestPart: jsonb().$type<DigestPart>(),
    /** The booking a client's email is about: the staff's thread of the booking lists it (issue 40.5). */
    bookingId: text(),
    /**
     * True while the email waits as the fallback of a WhatsApp message
     * (issue 40.3): it has no "send-email" job until that message fails,
     * and is deleted once the message is delivered.
     */
    heldForWhatsapp: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_unsent_idx").on(table.id).where(sql`${table.sentAt} is null`),
    index("outbox_booking_idx").on(table.bookingId, table.id).where(sql`${table.bookingId} is not null`),
    index("outbox_digest_idx").on(table.digestKey).where(sql`${table.digestKey} is not null`),
  ],
);

/** The languages of a client's pages and emails (app/i18n/languages.ts says the same three). */
export const CLIENT_LANGUAGES = ["en", "hi", "or"] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

export const bookings = pgTable(
  "bookings",
  {
    /** The id customers see: ETF-{ms timestamp}-{0..9999}. */
    bookingId: text().primaryKey(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    /** The client the firm keeps (issue 37.1): found or made when the booking is made. */
    clientId: bigint({ mode: "number" }).references((): AnyPgColumn => clients.id, { onDelete: "set null" }),
    customerName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    customerInstructions: text().notNull().default(""),
    /** The language the client booked in: its page's and emails' (issue 39). A period's work: the client's. */
    language: text().$type<ClientLanguage>().notNull().default("en"),
    status: text().$type<BookingStatus>().notNull().default("In Progress"),
    /** Where the work stands inside 'In Progress' (app/bookings/stages.ts). */
    stage: text().$type<BookingStage>().notNull().default("Booked"),
    /** The admin who does the work (issue 21); null: unassigned. */
    ownerId: text().references(() => user.id, { onDelete: "set null" }),
    /** When the work is due (an IST calendar date). */
    dueOn: date({ mode: "string" }),
    /**
     * Since when the booking waits on the client for documents (stage
     * 'Documents requested'): the reminders count from here. Null: not waiting.
     */
    waitingSince: timestamp({ withTimezone: true }),
    /** Reminders sent in this wait (the schedule's next step), and the last one's time. */
    remindersSent: integer().notNull().default(0),
    lastReminderAt: timestamp({ withTimezone: true }),
    /** Bumped by every staff change: two admins editing at once, the later write is refused. */
    version: integer().notNull().default(0),
    /**
     * The client's latest upload or message, and when the firm last took the
     * booking in (its owner's latest opening of the staff page, anyone's while
     * it has no owner, or the firm's latest message): the dashboard's unread
     * mark and 'Client responded' (issue 36.4) compare the two. Kept by
     * triggers (migration 0041) from uploads, booking_messages,
     * booking_openings and the owner; never written by the app.
     */
    clientActiveAt: timestamp({ withTimezone: true }),
    firmSeenAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text(),
    /**
     * Retention (issue 22.3): when the client was told their documents will
     * be deleted, and the day they were; the same for the firm's documents
     * (deliverables), which are kept longer. The booking row stays.
     */
    documentsNoticeAt: timestamp({ withTimezone: true }),
    documentsDeletedOn: date({ mode: "string" }),
    deliverablesNoticeAt: timestamp({ withTimezone: true }),
    deliverablesDeletedOn: date({ mode: "string" }),
    /** The checkout form's key: its resubmits find this booking (decision 009). */
    idempotencyKey: uuid().unique("bookings_idempotency_key_unique"),
    /** The short reference said on the phone (issue 36, item 10), beside the spec's id. */
    reference: text().notNull().unique("bookings_reference_unique").default(BOOKING_REFERENCE_DRAW),
    /**
     * A period's work of an engagement (issue 37.3): the same kind of work
     * item as a booking, made by the job queue. Null: a booking made on the site.
     */
    engagementId: bigint({ mode: "number" }).references((): AnyPgColumn => engagements.id, { onDelete: "set null" }),
    /** The period it is for, in the engagement's form ("2026-10", "2026-Q3", "2026-27"). */
    period: text(),
  },
  (table) => [
    check("bookings_status_check", sql`${table.status} in ('In Progress', 'Closed')`),
    check("bookings_stage_check", sql`${table.stage} in (${sql.raw(quoteList(BOOKING_STAGES))})`),
    check("bookings_language_check", sql`${table.language} in (${sql.raw(quoteList(CLIENT_LANGUAGES))})`),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
    index("bookings_client_idx").on(table.clientId, table.createdAt),
    index("bookings_created_at_idx").on(table.createdAt),
    searchIndex("bookings_search_idx", SEARCH_TEXT.bookings()),
    index("bookings_status_created_idx").on(table.status, table.createdAt.desc().nullsFirst()),
    // The staff's views (app/admin/lists.server.ts): open bookings by owner, by due date, by stage.
    index("bookings_open_owner_idx")
      .on(table.ownerId, table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'In Progress'`),
    index("bookings_open_due_idx").on(table.dueOn).where(sql`${table.status} = 'In Progress'`),
    // 'Client responded' (CLIENT_RESPONDED in app/admin/lists.server.ts states it the same way), newest first.
    index("bookings_open_responded_idx")
      .on(table.createdAt.desc().nullsFirst())
      .where(
        sql`${table.status} = 'In Progress' and ${table.clientActiveAt} > coalesce(${table.firmSeenAt}, '-infinity')`,
      ),
    index("bookings_waiting_idx").on(table.waitingSince).where(sql`${table.waitingSince} is not null`),
    // Retention's daily pass: closed bookings by when they closed.
    index("bookings_closed_at_idx").on(table.closedAt).where(sql`${table.closedAt} is not null`),
    index("bookings_open_stage_idx")
      .on(table.stage, table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'In Progress'`),
    // One work item per period of an engagement, whatever number of processes make it.
    uniqueIndex("bookings_engagement_period_idx")
      .on(table.engagementId, table.period)
      .where(sql`${table.engagementId} is not null`),
    // The compliance grid's work items of a financial year, by period (issue 37.5).
    index("bookings_period_idx").on(table.period).where(sql`${table.engagementId} is not null`),
  ],
);

export const bookingItems = pgTable(
  "booking_items",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    serviceId: text().notNull(),
    optionId: text().notNull(),
    title: text().notNull(),
    /** Whole rupees; null for 'On Request'. */
    charge: integer(),
    quantity: integer().notNull(),
  },
  (table) => [
    check("booking_items_quantity_check", sql`${table.quantity} between 1 and 99`),
    index("booking_items_booking_idx").on(table.bookingId),
  ],
);

/**
 * Who sent a document: the client, or the firm (a deliverable); 'draft' is
 * the firm's too, a document of a draft for the client's approval
 * (app/approvals), shown only in the approval box, never among the
 * deliverables.
 */
export const UPLOAD_SOURCES = ["client", "firm", "draft"] as const;
export type UploadSource = (typeof UPLOAD_SOURCES)[number];

export const uploads = pgTable(
  "uploads",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    fileName: text().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    /**
     * What the document answers: a checklist item's id of one of the
     * booking's options (app/catalog/checklists.ts), or 'other'.
     */
    filedAs: text().notNull().default("other"),
    /** What a firm's document is, as the client reads it ('ITR-V acknowledgement'). */
    label: text().notNull().default(""),
    /** Sent by the client, or by the firm (a deliverable: an acknowledgement, a computation). */
    source: text({ enum: UPLOAD_SOURCES }).notNull().default("client"),
    /**
     * False for a document sent through the public booking lookup by
     * whoever held the id (issue 34.3): it ticks nothing, counts against the
     * lookup's own quota, not the client's, until staff accept it (then
     * true) or reject it (then the row and the file are gone).
     */
    checked: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    index("uploads_booking_idx").on(table.bookingId),
    check("uploads_source_check", sql`${table.source} in (${sql.raw(quoteList(UPLOAD_SOURCES))})`),
  ],
);

/**
 * A client's request to erase what the firm holds about them (issue 22.4):
 * staff approve it (then everything not kept by law is erased) or refuse it
 * with the reason the law gives, and the client is told either way.
 */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** The account's email when asked: the bookings and enquiries made with it. */
    email: text().notNull(),
    userId: text(),
    /** What the client wrote, if anything. */
    note: text().notNull().default(""),
    status: text({ enum: ["pending", "approved", "refused"] })
      .notNull()
      .default("pending"),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** Why it was refused (the law that obliges keeping), or what was kept. */
    reason: text().notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("erasure_requests_status_idx").on(table.status, table.createdAt),
    check("erasure_requests_status_check", sql`${table.status} in ('pending', 'approved', 'refused')`),
  ],
);

/** Why personal data is processed, each needing its own consent (issue 22.5). */
/** "whatsapp": notices on WhatsApp to the number in `subject` (issue 40.1), withdrawn by the client or by their STOP. */
export const CONSENT_PURPOSES = ["booking", "enquiry", "partner-enquiry", "marketing", "whatsapp"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * Consents given on the site's forms (issue 22.5): for which purpose, by
 * which email, to which version of the privacy notice, when, and when
 * withdrawn. Never pre-ticked; marketing is separate and optional.
 */
export const consents = pgTable(
  "consents",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    email: text().notNull(),
    purpose: text().$type<ConsentPurpose>().notNull(),
    /** PRIVACY_NOTICE_VERSION (app/privacy/notice.ts) when it was given. */
    noticeVersion: text().notNull(),
    /** What it was given for: a booking id or an enquiry id; empty for marketing. */
    subject: text().notNull().default(""),
    clientAddress: text().notNull().default(""),
    givenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index("consents_email_idx").on(sql`lower(${table.email})`, table.purpose),
    check("consents_purpose_check", sql`${table.purpose} in (${sql.raw(quoteList(CONSENT_PURPOSES))})`),
  ],
);

/**
 * Every opening of a stored document (issue 22.2): by whom, in which role,
 * when and from where. Kept at least a year, like the audit trail; the
 * client sees the firm's openings of their documents on their booking page.
 */
export const documentAccess = pgTable(
  "document_access",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** Null once the document itself is deleted (retention, erasure): the opening stays on record. */
    uploadId: bigint({ mode: "number" }).references(() => uploads.id, { onDelete: "set null" }),
    bookingId: text().notNull(),
    fileName: text().notNull(),
    actorId: text(),
    actorEmail: text(),
    /** 'admin' (the firm) or 'user' (the client). */
    actorRole: text().notNull(),
    clientAddress: text().notNull().default(""),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("document_access_booking_idx").on(table.bookingId, table.at),
    index("document_access_actor_idx").on(table.actorId, table.at),
    searchIndex("document_access_search_idx", SEARCH_TEXT.documentAccess()),
  ],
);

/**
 * The data key of each stored file, wrapped by a master key (issue 22.1,
 * app/uploads/document-crypto.server.ts). Kept apart from the file so that
 * a key rotation re-wraps rows without rewriting files, and deleting the row
 * leaves the file (and any copy of it in a backup) unreadable.
 */
export const documentKeys = pgTable("document_keys", {
  storageKey: text().primaryKey(),
  /** Which master key wrapped it: the first 16 hex digits of a hash of that key. */
  keyId: text().notNull(),
  wrappedKey: text().notNull(),
  /**
   * A file stored before encryption, its key made but the file not yet
   * swapped for its encrypted copy (npm run rotate-document-key): read as
   * stored until the swap is done and this is cleared.
   */
  pending: boolean().notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A booking's history: each stage reached (and its closing), by whom and
 * when. Feeds the client's timeline and the staff page.
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    stage: text().$type<TimelineStage>().notNull(),
    /** The admin who moved it; null when the booking itself made the move (booked). */
    actorId: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("booking_events_booking_idx").on(table.bookingId, table.id),
    check("booking_events_stage_check", sql`${table.stage} in (${sql.raw(quoteList([...BOOKING_STAGES, "Closed"]))})`),
  ],
);

/**
 * Documents the firm asks for after booking, beyond the checklist (issue
 * 21.5). Received when a document is filed against it (`request-{id}`);
 * staff may mark one not needed.
 */
export const bookingRequests = pgTable(
  "booking_requests",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    label: text().notNull(),
    dueOn: date({ mode: "string" }),
    notNeeded: boolean().notNull().default(false),
    /** A short note to the client, written when staff ask (issue 36, item 2). */
    note: text(),
    /** The client answered "I don't have this" (and why, if they said): staff decide what next. */
    missingAt: timestamp({ withTimezone: true }),
    missingReason: text(),
    createdBy: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_requests_booking_idx").on(table.bookingId, table.id),
    check("booking_requests_label_check", sql`char_length(${table.label}) between 1 and 200`),
    check(
      "booking_requests_note_check",
      sql`char_length(${table.note}) between 1 and ${sql.raw(String(REQUEST_NOTE_MAX))}`,
    ),
    check(
      "booking_requests_missing_reason_check",
      sql`char_length(${table.missingReason}) <= ${sql.raw(String(MISSING_REASON_MAX))}`,
    ),
  ],
);

/**
 * A checklist line (a line id, or `request-{id}`) that staff marked not
 * applicable or received on paper, with who and when (issue 36, item 2): it
 * counts as done wherever the checklist is read. Undo deletes the row; the
 * audit trail keeps both.
 */
export const bookingLineMarks = pgTable(
  "booking_line_marks",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    lineId: text().notNull(),
    state: text({ enum: LINE_MARK_STATES }).notNull(),
    byId: text(),
    /** Who marked it, as staff read it (the mark outlives the account, as a note does). */
    byEmail: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("booking_line_marks_line_idx").on(table.bookingId, table.lineId),
    check("booking_line_marks_state_check", sql`${table.state} in (${sql.raw(quoteList(LINE_MARK_STATES))})`),
  ],
);

/** Staff notes on a booking: never shown to the client. */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    authorId: text(),
    authorEmail: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_notes_booking_idx").on(table.bookingId, table.id),
    check("booking_notes_body_check", sql`char_length(${table.body}) between 1 and 4000`),
  ],
);

/**
 * When each admin last opened a booking's staff page (issue 36.4): client
 * uploads and messages newer than its owner's last opening mark the booking
 * unread on the dashboard (app/admin/lists.server.ts).
 */
export const bookingOpenings = pgTable(
  "booking_openings",
  {
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.userId] })],
);

export const MESSAGE_CHANNELS = ["site", "whatsapp"] as const;

/** The thread between a client and the firm on one booking: plain text, never HTML. */
export const bookingMessages = pgTable(
  "booking_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    author: text({ enum: ["client", "firm"] }).notNull(),
    /** The signed-in user who wrote it (the client, or the admin for the firm). */
    authorId: text(),
    body: text().notNull(),
    /**
     * How it came or went (issue 40.5): "site" (the booking page; the
     * firm's is also emailed) or "whatsapp" (its row in whatsapp_messages
     * keeps the delivery state).
     */
    channel: text({ enum: MESSAGE_CHANNELS }).notNull().default("site"),
    createdAt: createdAt(),
  },
  (table) => [
    index("booking_messages_booking_idx").on(table.bookingId, table.id),
    check("booking_messages_channel_check", sql`${table.channel} in (${sql.raw(quoteList(MESSAGE_CHANNELS))})`),
    check("booking_messages_author_check", sql`${table.author} in ('client', 'firm')`),
    check("booking_messages_body_check", sql`char_length(${table.body}) between 1 and 4000`),
  ],
);

/**
 * The documents of one round of uploads for a booking, mailed once when the
 * round ends (the browser says it has finished, or nothing more came for a
 * quiet while): "confirmation" is the booking's own first round, "receipt"
 * a later one. At most one open round per booking.
 */
export const uploadBatches = pgTable(
  "upload_batches",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    kind: text({ enum: ["confirmation", "receipt"] }).notNull(),
    /** False past the confirmation limits: the firm is told, the client not mailed. */
    mailClient: boolean().notNull().default(true),
    /** Lines for the email: "name (size), received time". */
    received: jsonb().$type<string[]>().notNull().default([]),
    /** Why each refused file was refused. */
    refused: jsonb().$type<string[]>().notNull().default([]),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("upload_batches_open_idx").on(table.bookingId).where(sql`${table.closedAt} is null`),
    index("upload_batches_quiet_idx").on(table.lastActivityAt).where(sql`${table.closedAt} is null`),
  ],
);

export const APPROVAL_DRAFT_STATUSES = ["waiting", "questioned", "approved", "superseded"] as const;
export type ApprovalDraftStatus = (typeof APPROVAL_DRAFT_STATUSES)[number];

/**
 * A draft the firm posts for the client's approval (issue 38, item 1):
 * version 1, 2, … of a booking, its documents (uploads of source 'draft')
 * and summary fixed when posted. It waits, is questioned by the client,
 * approved, or superseded by a newer version; an approved one is never
 * changed or deleted (a trigger of its migration refuses it), and a newer
 * version voids its approval by being newer.
 */
export const approvalDrafts = pgTable(
  "approval_drafts",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId),
    version: integer().notNull(),
    status: text().$type<ApprovalDraftStatus>().notNull().default("waiting"),
    summary: jsonb().$type<DraftSummary>().notNull(),
    documents: jsonb().$type<DraftDocument[]>().notNull(),
    postedById: text().notNull(),
    postedByEmail: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("approval_drafts_version_idx").on(table.bookingId, table.version),
    // The staff's 'Waiting for approval' view.
    index("approval_drafts_open_idx").on(table.bookingId).where(sql`${table.status} in ('waiting', 'questioned')`),
    check("approval_drafts_status_check", sql`${table.status} in (${sql.raw(quoteList(APPROVAL_DRAFT_STATUSES))})`),
    check("approval_drafts_version_check", sql`${table.version} >= 1`),
  ],
);

/**
 * One-time codes that confirm an approval, emailed to the client: stored
 * as an HMAC, never as typed; single use, ten minutes, five tries
 * (app/approvals/approval-code.server.ts). Only a client's latest code for
 * a draft counts.
 */
export const approvalCodes = pgTable(
  "approval_codes",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    draftId: bigint({ mode: "number" })
      .notNull()
      .references(() => approvalDrafts.id),
    userId: text().notNull(),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("approval_codes_draft_idx").on(table.draftId, table.userId, table.id)],
);

/**
 * The client's approval of one draft version, as it was given: who, when,
 * from where, the SHA-256 of every document approved and the summary
 * exactly as shown. Never changed or deleted (a trigger refuses it).
 */
export const approvals = pgTable(
  "approvals",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    draftId: bigint({ mode: "number" })
      .notNull()
      .unique()
      .references(() => approvalDrafts.id),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId),
    version: integer().notNull(),
    userId: text().notNull(),
    email: text().notNull(),
    approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    clientAddress: text().notNull(),
    userAgent: text().notNull(),
    /** The summary's lines as the client read them. */
    summary: text().notNull(),
    documents: jsonb().$type<ApprovedDocument[]>().notNull(),
  },
  (table) => [index("approvals_booking_idx").on(table.bookingId, table.version)],
);

export const INVOICE_KINDS = ["invoice", "credit-note"] as const satisfies readonly InvoiceKind[];

/**
 * Where an invoice stands: unpaid, the client says they paid (being
 * checked), paid, or cancelled by a credit note. A credit note is 'issued'.
 */
export const INVOICE_STATUSES = ["unpaid", "payment-reported", "paid", "credited", "issued"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * The last number given in each series (invoices, credit notes) and
 * financial year. Taken with a row lock in the issuing transaction, so
 * numbers are consecutive: a failed issue rolls its number back (issue 23).
 */
export const invoiceSequences = pgTable(
  "invoice_sequences",
  {
    kind: text().$type<InvoiceKind>().notNull(),
    /** "2026-27" */
    financialYear: text().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.financialYear] })],
);

/**
 * Tax invoices and credit notes (issue 23). What one says is fixed at issue
 * (a trigger of migration 0023 refuses any change to it, and any delete):
 * only its payment status, and the reminders about it, move afterwards. A
 * correction is a credit note that cancels it.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: text().$type<InvoiceKind>().notNull(),
    /** "ETF/2026-27/0001", "CN/2026-27/0001" (app/invoices/invoice-number.ts). */
    number: text().notNull().unique(),
    financialYear: text().notNull(),
    sequence: integer().notNull(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId),
    /** A credit note's invoice. */
    correctsId: bigint({ mode: "number" }).references((): AnyPgColumn => invoices.id),
    /** A credit note's reason. */
    reason: text().notNull().default(""),
    issuedOn: date({ mode: "string" }).notNull(),
    issuedAt: createdAt(),
    issuedBy: text().notNull(),
    supplier: jsonb().$type<InvoiceSupplier>().notNull(),
    recipient: jsonb().$type<InvoiceParty & { email: string }>().notNull(),
    /** The recipient's GSTIN (B2B) or null (B2C): a column for the GSTR-1 export. */
    recipientGstin: text(),
    placeOfSupply: jsonb().$type<GstState>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    taxablePaise: bigint({ mode: "number" }).notNull(),
    cgstPaise: bigint({ mode: "number" }).notNull(),
    sgstPaise: bigint({ mode: "number" }).notNull(),
    igstPaise: bigint({ mode: "number" }).notNull(),
    totalPaise: bigint({ mode: "number" }).notNull(),
    /** The firm's UPI address the request was made for. */
    upiVpa: text().notNull().default(""),
    status: text().$type<InvoiceStatus>().notNull(),
    paidOn: date({ mode: "string" }),
    /** Reminders of an unpaid invoice sent so far (after 7 and 14 days), and the last one's time. */
    remindersSent: integer().notNull().default(0),
    lastReminderAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invoices_series_idx").on(table.kind, table.financialYear, table.sequence),
    index("invoices_booking_idx").on(table.bookingId, table.id),
    index("invoices_issued_on_idx").on(table.issuedOn, table.id),
    searchIndex("invoices_search_idx", SEARCH_TEXT.invoices()),
    // The dashboard's Unpaid and Payment reported views, the outstanding total and the reminders.
    index("invoices_open_idx")
      .on(table.status, table.issuedAt)
      .where(sql`${table.status} in ('unpaid', 'payment-reported')`),
    // The counts of those two views: each one's bookings, read from the index alone.
    index("invoices_open_booking_idx")
      .on(table.status, table.bookingId)
      .where(sql`${table.status} in ('unpaid', 'payment-reported')`),
    check("invoices_kind_check", sql`${table.kind} in (${sql.raw(quoteList(INVOICE_KINDS))})`),
    check("invoices_status_check", sql`${table.status} in (${sql.raw(quoteList(INVOICE_STATUSES))})`),
    check("invoices_credit_note_check", sql`(${table.kind} = 'credit-note') = (${table.status} = 'issued')`),
    check("invoices_corrects_check", sql`(${table.kind} = 'credit-note') = (${table.correctsId} is not null)`),
    check("invoices_total_check", sql`${table.totalPaise} > 0`),
  ],
);

export const PAYMENT_STATUSES = ["reported", "confirmed", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Money received against an invoice: reported by the client (a UPI payment
 * with its UTR), then confirmed or rejected by staff against the bank
 * statement; or recorded by staff as received (confirmed at once).
 */
export const payments = pgTable(
  "payments",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    invoiceId: bigint({ mode: "number" })
      .notNull()
      .references(() => invoices.id),
    method: text().$type<PaymentMethod>().notNull(),
    /** The UTR of a UPI payment, a cheque's number, a transfer's reference; may be empty for cash. */
    reference: text().notNull().default(""),
    amountPaise: bigint({ mode: "number" }).notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    reportedBy: text({ enum: ["client", "firm"] }).notNull(),
    reportedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin who confirmed, rejected or recorded it, and when. */
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** Why staff rejected a reported payment, as the client reads it. */
    note: text().notNull().default(""),
  },
  (table) => [
    index("payments_invoice_idx").on(table.invoiceId, table.id),
    // One UTR is one payment received: confirmed once. Reports may repeat a
    // UTR (refusing one would tell a client that someone else reported that
    // number, issue 34.7); staff see the clash before they confirm.
    uniqueIndex("payments_utr_idx")
      .on(table.reference)
      .where(sql`${table.method} = 'upi' and ${table.status} = 'confirmed'`),
    check("payments_method_check", sql`${table.method} in (${sql.raw(quoteList(PAYMENT_METHODS))})`),
    check("payments_status_check", sql`${table.status} in (${sql.raw(quoteList(PAYMENT_STATUSES))})`),
    check("payments_amount_check", sql`${table.amountPaise} > 0`),
  ],
);

export const CHALLAN_STATUSES = ["to-pay", "reported", "paid", "cancelled"] as const;
export type ChallanStatus = (typeof CHALLAN_STATUSES)[number];

/**
 * Tax the client pays to the government for a booking's work (issue 38,
 * item 2; app/challans/challan.ts): the amounts by head, the challan's
 * CPIN or CRN and the day it must be paid by. The client reports it paid
 * with the bank's CIN; staff confirm it against the portal (or record it
 * paid themselves), or send it back with a note.
 */
export const challans = pgTable(
  "challans",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "cascade" }),
    tax: text({ enum: CHALLAN_TAXES }).notNull(),
    /** The CPIN (GST) or CRN (income tax): 14 digits. */
    reference: text().notNull(),
    /** The tax period or year it pays for, as staff write it ("October 2026", "AY 2027-28"). */
    period: text().notNull(),
    lines: jsonb().$type<ChallanLine[]>().notNull(),
    totalPaise: bigint({ mode: "number" }).notNull(),
    payBy: date({ mode: "string" }).notNull(),
    status: text().$type<ChallanStatus>().notNull().default("to-pay"),
    /** The bank's CIN, once the client (or staff) says it is paid, and the day it was paid. */
    cin: text(),
    paidOn: date({ mode: "string" }),
    reportedAt: timestamp({ withTimezone: true }),
    /** The admin who confirmed, sent back or cancelled it, and when. */
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** Why staff sent a report back, as the client reads it. */
    note: text().notNull().default(""),
    remindersSent: integer().notNull().default(0),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("challans_booking_idx").on(table.bookingId, table.id),
    // What the reminder sweep and the staff views look for: challans still to pay, by date.
    index("challans_to_pay_idx").on(table.payBy).where(sql`${table.status} = 'to-pay'`),
    check("challans_status_check", sql`${table.status} in (${sql.raw(quoteList(CHALLAN_STATUSES))})`),
    check("challans_tax_check", sql`${table.tax} in (${sql.raw(quoteList(CHALLAN_TAXES))})`),
    check("challans_total_check", sql`${table.totalPaise} > 0`),
    check("challans_reference_check", sql`${table.reference} ~ '^[0-9]{14}$'`),
  ],
);

/**
 * A client the firm keeps (issue 37.1): an account (`userId`), or a person
 * known by the email and phone of their bookings, or one staff added. One
 * row per email (lower case) and per PAN. An account joins the row of its
 * email when that email is verified; what a visitor types never changes a row.
 */
export const clients = pgTable(
  "clients",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    userId: text()
      .unique("clients_user_id_unique")
      .references(() => user.id, { onDelete: "set null" }),
    name: text().notNull(),
    /** Lower case; null for a client staff know only by PAN. */
    email: text(),
    phone: text().notNull().default(""),
    /** As given (upper case), checked by app/clients/pan.ts; shown masked in lists. */
    pan: text(),
    /** The language of their pages and emails (DESIGN, 'The firm's year'). */
    language: text().$type<ClientLanguage>().notNull().default("en"),
    /** The admin who added them; null: made from a booking. */
    createdBy: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("clients_email_idx").on(table.email).where(sql`${table.email} is not null`),
    uniqueIndex("clients_pan_idx").on(table.pan).where(sql`${table.pan} is not null`),
    index("clients_created_at_idx").on(table.createdAt, table.id),
    searchIndex("clients_search_idx", SEARCH_TEXT.clients()),
    check("clients_language_check", sql`${table.language} in (${sql.raw(quoteList(CLIENT_LANGUAGES))})`),
    check("clients_email_check", sql`${table.email} = lower(${table.email})`),
    check("clients_key_check", sql`${table.email} is not null or ${table.pan} is not null`),
  ],
);

/** A client's GST registrations: one per state they are registered in. */
export const clientGstins = pgTable(
  "client_gstins",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    clientId: bigint({ mode: "number" })
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    /** Checked (app/clients/pan.ts): a GSTIN belongs to one taxpayer. */
    gstin: text().notNull().unique("client_gstins_gstin_unique"),
    createdAt: createdAt(),
  },
  (table) => [index("client_gstins_client_idx").on(table.clientId)],
);

export const ENGAGEMENT_STATES = ["active", "paused", "ended"] as const;
export type EngagementState = (typeof ENGAGEMENT_STATES)[number];
/** What a client may ask of their engagement; staff confirm it. */
export const ENGAGEMENT_ASKS = ["pause", "end"] as const;
export type EngagementAsk = (typeof ENGAGEMENT_ASKS)[number];
/** Never (staff invoice by hand), at the period's start, or when its return is filed. */
export const ENGAGEMENT_INVOICE_WHEN = ["never", "period-start", "filed"] as const;
export type EngagementInvoiceWhen = (typeof ENGAGEMENT_INVOICE_WHEN)[number];

/**
 * A recurring service a client keeps the firm for (issue 37.2): one of
 * app/catalog/recurring.ts, from its start period, at a price per period.
 */
export const engagements = pgTable(
  "engagements",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    clientId: bigint({ mode: "number" })
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    serviceId: text().notNull(),
    /** "2026-04", "2026-Q1" or "2026-27", by the service's frequency (app/catalog/recurring.ts). */
    startPeriod: text().notNull(),
    /** Null: the service is 'On Request' and the price is still to be agreed. */
    pricePaise: bigint({ mode: "number" }),
    state: text().$type<EngagementState>().notNull().default("active"),
    /** Who last paused, resumed or ended it, when and why (issue 37.2); null while never changed. */
    stateChangedBy: text(),
    stateChangedAt: timestamp({ withTimezone: true }),
    stateReason: text(),
    /** The client's own request to pause or end it, for staff to confirm (issue 37.6). */
    clientAsks: text().$type<EngagementAsk>(),
    clientAskedAt: timestamp({ withTimezone: true }),
    clientAskReason: text(),
    /** The admin who does each period's work; null: unassigned. */
    ownerId: text().references(() => user.id, { onDelete: "set null" }),
    /**
     * The first period the job queue makes a work item for. Null: the start
     * period. Later than the start when staff did not ask for the periods
     * already past when the engagement was made (issue 37, 'Bad input'), or
     * when it resumed after a pause.
     */
    periodsFrom: text(),
    /**
     * How many days before its first statutory due date a period's work
     * item appears. Null: the day after the period ends (issue 37.3).
     */
    daysBeforeDue: integer(),
    /** When each period's invoice is issued (issue 37.3). */
    invoiceWhen: text().$type<EngagementInvoiceWhen>().notNull().default("never"),
    /**
     * The booking it was made from (issue 37.2), if any. Not a foreign key:
     * bookings point at engagements (a period's work item), and a cycle of
     * keys would leave no order to restore a backup's tables in.
     */
    fromBookingId: text(),
    createdBy: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // One running engagement of a service per client: an import run twice adds none.
    uniqueIndex("engagements_running_idx").on(table.clientId, table.serviceId).where(sql`${table.state} <> 'ended'`),
    index("engagements_active_idx").on(table.id).where(sql`${table.state} = 'active'`),
    check("engagements_state_check", sql`${table.state} in (${sql.raw(quoteList(ENGAGEMENT_STATES))})`),
    check("engagements_price_check", sql`${table.pricePaise} is null or ${table.pricePaise} >= 0`),
    check(
      "engagements_client_asks_check",
      sql`${table.clientAsks} is null or ${table.clientAsks} in (${sql.raw(quoteList(ENGAGEMENT_ASKS))})`,
    ),
    check(
      "engagements_invoice_when_check",
      sql`${table.invoiceWhen} in (${sql.raw(quoteList(ENGAGEMENT_INVOICE_WHEN))})`,
    ),
    check(
      "engagements_days_before_due_check",
      sql`${table.daysBeforeDue} is null or ${table.daysBeforeDue} between 0 and 90`,
    ),
  ],
);

/**
 * A return the firm filed (issue 37.4): on a work item, a period's or a
 * booking's. Kept for the years the law requires, also after the client's
 * erasure (DESIGN, 'The firm's year').
 */
export const filings = pgTable(
  "filings",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bookingId: text()
      .notNull()
      .references(() => bookings.bookingId, { onDelete: "restrict" }),
    /** The form as the portal names it ("GSTR-3B", "ITR-1", "AOC-4"). */
    form: text().notNull(),
    /** The `DUE_RULES` id (app/catalog/due-dates.ts) it answers to; null for a form with no statutory date. */
    ruleId: text(),
    /** The period it is for, in the engagements' form ("2026-10", "2026-Q3", "2026-27"). */
    period: text().notNull(),
    /** The due date it answered to (extensions applied); null when none. */
    dueOn: date({ mode: "string" }),
    filedOn: date({ mode: "string" }).notNull(),
    /** The ARN or acknowledgement number the portal gave. */
    acknowledgement: text().notNull(),
    /** The acknowledgement's file, one of the booking's firm documents. */
    uploadId: bigint({ mode: "number" }).references(() => uploads.id, { onDelete: "set null" }),
    lateFeePaise: bigint({ mode: "number" }).notNull().default(0),
    interestPaise: bigint({ mode: "number" }).notNull().default(0),
    recordedBy: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("filings_return_idx").on(table.bookingId, table.form, table.period),
    index("filings_period_idx").on(table.period, table.form),
    check("filings_fees_check", sql`${table.lateFeePaise} >= 0 and ${table.interestPaise} >= 0`),
  ],
);

export const enquiries = pgTable(
  "enquiries",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    service: text().notNull(),
    message: text().notNull().default(""),
    status: text().$type<EnquiryStatus>().notNull().default("New"),
    createdAt: createdAt(),
    /** The form's key: a resubmit stores nothing twice (decision 009). */
    idempotencyKey: uuid().unique("enquiries_idempotency_key_unique"),
  },
  (table) => [
    check("enquiries_status_check", sql`${table.status} in ('New', 'Contacted', 'Closed')`),
    searchIndex("enquiries_search_idx", SEARCH_TEXT.enquiries()),
    index("enquiries_created_at_idx").on(table.createdAt.desc().nullsFirst()),
  ],
);

export const partners = pgTable(
  "partners",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    address: text().notNull(),
    firmDetails: text().notNull(),
    status: text().$type<EnquiryStatus>().notNull().default("New"),
    createdAt: createdAt(),
    /** The form's key: a resubmit stores nothing twice (decision 009). */
    idempotencyKey: uuid().unique("partners_idempotency_key_unique"),
  },
  (table) => [
    check("partners_status_check", sql`${table.status} in ('New', 'Contacted', 'Closed')`),
    searchIndex("partners_search_idx", SEARCH_TEXT.partners()),
    index("partners_created_at_idx").on(table.createdAt.desc().nullsFirst()),
  ],
);

/** A block of a blog post's body, in order (the spec's Head/Para/List keys). */
export type BlogBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] };

export const blogPosts = pgTable(
  "blog_posts",
  {
    /** The docId of /blog-page/{category}/{docId}. */
    id: text().notNull(),
    category: text().notNull(),
    title: text().notNull(),
    image: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    author: text().notNull(),
    excerpt: text().notNull(),
    body: jsonb().$type<BlogBlock[]>().notNull(),
    published: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.category, table.id] }),
    index("blog_posts_published_date_idx").on(table.published, table.date),
    check("blog_posts_category_check", sql`${table.category} in (${sql.raw(quoteList(BLOG_CATEGORIES))})`),
  ],
);

/**
 * Email reminders of statutory due dates (issue 24.3), by double opt-in: a
 * subscription is live until unsubscribed (one live per email and profile),
 * sends nothing until confirmed, and its token is both the confirm and the
 * one-click unsubscribe link (app/tools/due-date-reminders.server.ts).
 */
export const dueDateSubscriptions = pgTable(
  "due_date_subscriptions",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    /** Lowercased. */
    email: text().notNull(),
    profile: text().$type<DueDateProfile>().notNull(),
    /** 32 random bytes, base64url. */
    token: text().notNull(),
    /** The language of the page it was asked for on: its emails' (issue 39). */
    language: text().$type<ClientLanguage>().notNull().default("en"),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("due_date_subscriptions_token_idx").on(table.token),
    check("due_date_subscriptions_language_check", sql`${table.language} in (${sql.raw(quoteList(CLIENT_LANGUAGES))})`),
    uniqueIndex("due_date_subscriptions_live_idx")
      .on(table.email, table.profile)
      .where(sql`${table.unsubscribedAt} is null`),
    index("due_date_subscriptions_email_idx").on(table.email),
    index("due_date_subscriptions_confirmed_idx")
      .on(table.id)
      .where(sql`${table.confirmedAt} is not null and ${table.unsubscribedAt} is null`),
    check(
      "due_date_subscriptions_profile_check",
      sql`${table.profile} in (${sql.raw(quoteList(Object.keys(DUE_DATE_PROFILES)))})`,
    ),
  ],
);

/**
 * The due-date reminders queued, one row per subscription, rule and date:
 * written in the transaction that queues the email, so its primary key
 * makes each reminder go exactly once, whatever the number of processes.
 */
export const dueDateRemindersSent = pgTable(
  "due_date_reminders_sent",
  {
    subscriptionId: bigint({ mode: "number" })
      .notNull()
      .references(() => dueDateSubscriptions.id, { onDelete: "cascade" }),
    ruleId: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    queuedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.ruleId, table.date] })],
);

/**
 * What a WhatsApp message is (issue 40): a template notice, a free text
 * (a staff reply inside the 24-hour window, an answer to an unknown or a
 * STOP), the list asking which work item; or, from a client, a text, a
 * photo or PDF, a list reply.
 */
export const WHATSAPP_KINDS = ["template", "text", "list", "image", "document", "list-reply"] as const;
export type WhatsAppKind = (typeof WHATSAPP_KINDS)[number];

/**
 * Where a message stands. Out: queued, then sent, delivered, read (from the
 * webhook), or failed; "withdrawn" when the opt-in was gone at sending.
 * In: "received" until the job files it, then "filed"; "waiting" while the
 * client is asked which work item; "refused" (unknown number, bad media).
 */
export const WHATSAPP_STATES = [
  "queued",
  "sent",
  "delivered",
  "read",
  "failed",
  "withdrawn",
  "received",
  "waiting",
  "filed",
  "refused",
] as const;
export type WhatsAppState = (typeof WHATSAPP_STATES)[number];

/**
 * WhatsApp messages out and in (issue 40): the outbox of the WhatsApp
 * channel, written in the transaction of what it announces and sent by the
 * "send-whatsapp" job; and what clients sent, stored by the webhook before
 * it answers and filed into their work by the "whatsapp-inbound" job.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    direction: text({ enum: ["out", "in"] }).notNull(),
    /** The client's number, digits with the country code (919876543210). */
    number: text().notNull(),
    bookingId: text().references(() => bookings.bookingId, { onDelete: "cascade" }),
    kind: text().$type<WhatsAppKind>().notNull(),
    /** A template's name and language, and the values of its named variables. */
    template: text(),
    language: text().$type<ClientLanguage>(),
    values: jsonb().$type<Record<string, string>>(),
    /** The sign-in link that the template's button opens, made as the message is sent. */
    signInLink: jsonb().$type<SignInLinkRequest>(),
    /** The words as the client reads them (a template with its values), for staff; a caption for media. */
    body: text().notNull().default(""),
    /** A list message's rows; an inbound media's id at Meta, its type and file name. */
    payload: jsonb().$type<Record<string, unknown>>(),
    /** Meta's id of the message (wamid): a replayed event finds its row and does nothing. */
    waMessageId: text().unique("whatsapp_messages_wa_id_unique"),
    status: text().$type<WhatsAppState>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** The email sent instead if this fails (outbox.heldForWhatsApp until then). */
    fallbackOutboxId: bigint({ mode: "number" }).references(() => outbox.id, { onDelete: "set null" }),
    fellBackAt: timestamp({ withTimezone: true }),
    /** A message of the booking's thread that this carries or brought. */
    bookingMessageId: bigint({ mode: "number" }).references(() => bookingMessages.id, { onDelete: "set null" }),
    /** Meta's time of the inbound message, or of the newest status. */
    eventAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("whatsapp_messages_booking_idx").on(table.bookingId, table.id).where(sql`${table.bookingId} is not null`),
    index("whatsapp_messages_number_idx").on(table.number, table.id),
    check("whatsapp_messages_kind_check", sql`${table.kind} in (${sql.raw(quoteList(WHATSAPP_KINDS))})`),
    check("whatsapp_messages_status_check", sql`${table.status} in (${sql.raw(quoteList(WHATSAPP_STATES))})`),
    check("whatsapp_messages_direction_check", sql`${table.direction} in ('out', 'in')`),
  ],
);

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "password-reset",
  "access-refused",
  "booking-closed",
  "csv-export",
  "document-download",
  "blog-saved",
  "password-changed",
  "two-factor-enabled",
  "enquiry-status-changed",
  "booking-stage-changed",
  "booking-assigned",
  "booking-message-sent",
  "booking-note-added",
  "deliverable-sent",
  "documents-requested",
  "request-not-needed",
  "reminder-sent",
  "documents-deleted",
  "stray-files-removed",
  "consent-withdrawn",
  "data-exported",
  "erasure-requested",
  "erasure-decided",
  "invoice-issued",
  "credit-note-issued",
  "payment-reported",
  "payment-confirmed",
  "payment-rejected",
  "payment-recorded",
  "upload-accepted",
  "upload-rejected",
  "document-refiled",
  "line-marked",
  "line-unmarked",
  "request-asked-again",
  "challan-recorded",
  "challan-reported",
  "challan-confirmed",
  "challan-sent-back",
  "challan-cancelled",
  "filing-override",
  "client-added",
  "clients-imported",
  "draft-posted",
  "draft-approved",
  "draft-questioned",
  "engagement-added",
  "engagement-paused",
  "engagement-resumed",
  "engagement-ended",
  "engagement-asked",
  "filing-recorded",
  "filing-removed",
  "whatsapp-opted-in",
  "whatsapp-refused",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Who did what to what, and when (UTC): sign-ins, refused access and admin
 * actions. Never passwords, tokens or document contents. Kept for at least
 * a year (app/audit/audit.server.ts).
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().$type<AuditAction>().notNull(),
    /** The signed-in user's id, or null for a visitor. */
    actorId: text(),
    /** The email the actor is known by (or typed, for a failed sign-in). */
    actorEmail: text(),
    /** What was acted on: a booking id, an upload id, a URL, a post. */
    target: text().notNull().default(""),
    clientAddress: text().notNull().default(""),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_action_at_idx").on(table.action, table.at),
    searchIndex("audit_events_search_idx", SEARCH_TEXT.auditEvents()),
  ],
);

// Relations, for Drizzle's relational queries (`db.query.bookings.findMany({ with: … })`):
// a booking with its rows of other tables is one statement (lateral joins),
// not a query per table nor a hand-written json_agg. They declare no
// constraint: the foreign keys above do that, and drizzle-kit ignores these.
export const bookingsRelations = relations(bookings, ({ many, one }) => ({
  client: one(clients, { fields: [bookings.clientId], references: [clients.id] }),
  items: many(bookingItems),
  uploads: many(uploads),
  requests: many(bookingRequests),
  lineMarks: many(bookingLineMarks),
  events: many(bookingEvents),
  notes: many(bookingNotes),
  messages: many(bookingMessages),
  invoices: many(invoices),
  challans: many(challans),
  openings: many(documentAccess),
  drafts: many(approvalDrafts),
  engagement: one(engagements, { fields: [bookings.engagementId], references: [engagements.id] }),
  filings: many(filings),
}));

export const approvalDraftsRelations = relations(approvalDrafts, ({ one }) => ({
  booking: one(bookings, { fields: [approvalDrafts.bookingId], references: [bookings.bookingId] }),
}));

export const challansRelations = relations(challans, ({ one }) => ({
  booking: one(bookings, { fields: [challans.bookingId], references: [bookings.bookingId] }),
}));

export const bookingItemsRelations = relations(bookingItems, ({ one }) => ({
  booking: one(bookings, { fields: [bookingItems.bookingId], references: [bookings.bookingId] }),
}));

export const uploadsRelations = relations(uploads, ({ one }) => ({
  booking: one(bookings, { fields: [uploads.bookingId], references: [bookings.bookingId] }),
}));

export const bookingRequestsRelations = relations(bookingRequests, ({ one }) => ({
  booking: one(bookings, { fields: [bookingRequests.bookingId], references: [bookings.bookingId] }),
}));

export const bookingLineMarksRelations = relations(bookingLineMarks, ({ one }) => ({
  booking: one(bookings, { fields: [bookingLineMarks.bookingId], references: [bookings.bookingId] }),
}));

export const bookingEventsRelations = relations(bookingEvents, ({ one }) => ({
  booking: one(bookings, { fields: [bookingEvents.bookingId], references: [bookings.bookingId] }),
  /** The admin who moved it (no foreign key: the event outlives the account). */
  actor: one(user, { fields: [bookingEvents.actorId], references: [user.id] }),
}));

export const bookingNotesRelations = relations(bookingNotes, ({ one }) => ({
  booking: one(bookings, { fields: [bookingNotes.bookingId], references: [bookings.bookingId] }),
}));

export const bookingMessagesRelations = relations(bookingMessages, ({ one }) => ({
  booking: one(bookings, { fields: [bookingMessages.bookingId], references: [bookings.bookingId] }),
  /** The signed-in user who wrote it (`author` is the side: client or firm). */
  writer: one(user, { fields: [bookingMessages.authorId], references: [user.id] }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  booking: one(bookings, { fields: [invoices.bookingId], references: [bookings.bookingId] }),
  payments: many(payments),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  invoice: one(invoices, { fields: [payments.invoiceId], references: [invoices.id] }),
}));

/** A booking's document openings (document_access has no foreign key: an opening stays on record). */
export const documentAccessRelations = relations(documentAccess, ({ one }) => ({
  booking: one(bookings, { fields: [documentAccess.bookingId], references: [bookings.bookingId] }),
}));

export const clientsRelations = relations(clients, ({ many }) => ({
  gstins: many(clientGstins),
  engagements: many(engagements),
  bookings: many(bookings),
}));

export const clientGstinsRelations = relations(clientGstins, ({ one }) => ({
  client: one(clients, { fields: [clientGstins.clientId], references: [clients.id] }),
}));

export const engagementsRelations = relations(engagements, ({ one, many }) => ({
  client: one(clients, { fields: [engagements.clientId], references: [clients.id] }),
  periods: many(bookings),
}));

export const filingsRelations = relations(filings, ({ one }) => ({
  booking: one(bookings, { fields: [filings.bookingId], references: [bookings.bookingId] }),
  upload: one(uploads, { fields: [filings.uploadId], references: [uploads.id] }),
}));
