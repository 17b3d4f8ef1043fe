// What the cluster test checks after the fact: the acknowledged bookings
// and documents in the database and in the bucket, the mail the SMTP server
// took, and what nginx's log says about which host answered.
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import type { Acknowledged } from "#tests/resilience/acknowledged.ts";
import type { ItemLine } from "#tests/resilience/client.ts";
import type { TestS3Server } from "#tests/s3-server.ts";
import type { CapturedMail } from "#tests/smtp.ts";

export async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every object in the bucket, with its key as stored. */
export async function listBucket(s3: TestS3Server): Promise<string[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.env.AWS_ACCESS_KEY_ID ?? "",
      secretAccessKey: s3.env.AWS_SECRET_ACCESS_KEY ?? "",
    },
  });
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys;
}

/**
 * The storage key (32 hex digits, as in the uploads table) of a document's
 * object ("documents/<key>", app/uploads/s3-storage.server.ts), else null.
 */
export function storageKeyOfObject(objectKey: string): string | null {
  return /^documents\/([a-f0-9]{32})$/.exec(objectKey)?.[1] ?? null;
}

/** The storage keys the database names: documents, and the images of blog posts. */
export async function referencedKeys(databaseUrl: string): Promise<Set<string>> {
  const uploads = await query<{ storage_key: string }>(databaseUrl, "select storage_key from uploads");
  const posts = await query<{ image: string }>(databaseUrl, "select image from blog_posts");
  const keys = new Set(uploads.map((row) => row.storage_key));
  for (const post of posts) {
    const key = /^\/blog-images\/([a-f0-9]{32})\./.exec(post.image)?.[1];
    if (key) keys.add(key);
  }
  return keys;
}

const sortLines = (lines: ItemLine[]) => lines.map(([key, quantity]) => `${key} x ${quantity}`).sort();

export type StoredUpload = { id: number; bookingId: string; sha256: string; size: number; storageKey: string };

/**
 * Every acknowledged booking with exactly its items, and every acknowledged
 * document with its row and its object in the bucket; returns the rows of
 * the documents (to download them) and the problems found.
 */
export async function findAcknowledged(databaseUrl: string, objectKeys: Set<string>, acked: Acknowledged) {
  const problems: string[] = [];
  const ids = [...acked.bookings.keys()];
  const stored = new Set(
    (
      await query<{ booking_id: string }>(databaseUrl, "select booking_id from bookings where booking_id = any($1)", [
        ids,
      ])
    ).map((row) => row.booking_id),
  );
  const items = await query<{ booking_id: string; key: string; quantity: number }>(
    databaseUrl,
    "select booking_id, service_id || ':' || option_id as key, quantity from booking_items where booking_id = any($1)",
    [ids],
  );
  let bookingsFound = 0;
  for (const [bookingId, expected] of acked.bookings) {
    if (!stored.has(bookingId)) {
      problems.push(`booking ${bookingId} was acknowledged but is not in the database`);
      continue;
    }
    const actual = sortLines(
      items.filter((row) => row.booking_id === bookingId).map((row): ItemLine => [row.key, row.quantity]),
    );
    if (JSON.stringify(actual) !== JSON.stringify(sortLines(expected))) {
      problems.push(`booking ${bookingId} has items ${actual.join(", ")}; expected ${sortLines(expected).join(", ")}`);
      continue;
    }
    bookingsFound++;
  }

  const rows = (
    await query<{ id: string; booking_id: string; sha256: string; size: number; storage_key: string }>(
      databaseUrl,
      "select id, booking_id, sha256, size, storage_key from uploads where booking_id = any($1)",
      [[...new Set(acked.uploads.map((upload) => upload.bookingId))]],
    )
  ).map(
    (row): StoredUpload => ({
      id: Number(row.id),
      bookingId: row.booking_id,
      sha256: row.sha256,
      size: row.size,
      storageKey: row.storage_key,
    }),
  );
  const found: StoredUpload[] = [];
  for (const upload of acked.uploads) {
    const row = rows.find(
      (candidate) =>
        candidate.bookingId === upload.bookingId &&
        candidate.sha256 === upload.sha256 &&
        candidate.size === upload.size,
    );
    if (!row) {
      problems.push(`upload ${upload.sha256.slice(0, 12)} of ${upload.bookingId} was acknowledged but has no row`);
      continue;
    }
    if (!objectKeys.has(row.storageKey)) {
      problems.push(`upload ${row.storageKey} of ${upload.bookingId} has its row but no object in the bucket`);
      continue;
    }
    found.push(row);
  }
  return { bookingsFound, uploads: found, problems };
}

export type Mail = { to: string[]; subject: string; messageId: string; text: string };

/** The headers that matter of a captured message (folded lines unfolded), and its text decoded. */
export function readMail(captured: CapturedMail, decode: (raw: string) => string): Mail {
  const end = captured.raw.indexOf("\r\n\r\n");
  const head = (end === -1 ? captured.raw : captured.raw.slice(0, end)).replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  return { to: captured.to, subject: header("Subject"), messageId: header("Message-ID"), text: decode(captured.raw) };
}

/**
 * Waits until every email is out and every round of uploads is mailed:
 * nothing left in the outbox, no open round.
 */
export async function waitForMailToSettle(databaseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [state] = await query<{ unsent: string; open: string }>(
      databaseUrl,
      `select (select count(*) from outbox where sent_at is null) as unsent,
              (select count(*) from upload_batches where closed_at is null) as open`,
    );
    if (state && Number(state.unsent) === 0 && Number(state.open) === 0) return;
    if (Date.now() > deadline) {
      const failing = await query<{ id: string; attempts: number; last_error: string | null }>(
        databaseUrl,
        "select id, attempts, last_error from outbox where sent_at is null order by id limit 5",
      );
      throw new Error(
        `mail did not settle: ${state?.unsent} email(s) unsent, ${state?.open} round(s) open; ${JSON.stringify(failing)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The outbox ids of the messages sent, from their Message-ID (`<outbox-ID@domain>`, app/mail/delivery.server.ts). */
function outboxIdOf(mail: Mail): number | null {
  const id = /^<outbox-(\d+)@/.exec(mail.messageId)?.[1];
  return id ? Number(id) : null;
}

/** How many times each outbox id was received; the rows marked sent that never arrived. */
export async function countDeliveries(databaseUrl: string, mails: Mail[]) {
  const received = new Map<number, number>();
  const foreign: string[] = [];
  for (const mail of mails) {
    const id = outboxIdOf(mail);
    if (id === null) foreign.push(`${mail.subject} (${mail.messageId})`);
    else received.set(id, (received.get(id) ?? 0) + 1);
  }
  const sent = await query<{ id: string }>(databaseUrl, "select id from outbox where sent_at is not null order by id");
  const sentIds = sent.map((row) => Number(row.id));
  return {
    received,
    /** Rows the database says were sent that the SMTP server never took. */
    neverArrived: sentIds.filter((id) => !received.has(id)),
    /** Messages received twice or more: [id, times]. */
    repeated: [...received].filter(([, times]) => times > 1),
    /** Received messages with no outbox row marked sent (or no outbox Message-ID at all). */
    unknown: [...[...received.keys()].filter((id) => !sentIds.includes(id)).map(String), ...foreign],
    sentCount: sentIds.length,
  };
}
