// What the server acknowledged to clients, and the check that all of it is
// in the database and in storage.
import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { decryptStream, type Keyring, parseKeyring, unwrapDataKey } from "#app/uploads/document-crypto.server.ts";
import type { ItemLine } from "#tests/resilience/client.ts";

type AcknowledgedUpload = { bookingId: string; sha256: string; size: number };

/** Everything answered 2xx ('Uploaded' for files) during a run. */
export type Acknowledged = { bookings: Map<string, ItemLine[]>; uploads: AcknowledgedUpload[] };

export function createAcknowledged(): Acknowledged {
  return { bookings: new Map(), uploads: [] };
}

export function acknowledgeUpload(acked: Acknowledged, bookingId: string, document: { sha256: string; bytes: Buffer }) {
  acked.uploads.push({ bookingId, sha256: document.sha256, size: document.bytes.length });
}

export type Findings = {
  bookingsFound: number;
  uploadsFound: number;
  /** Human-readable problems: an empty list means nothing acknowledged was lost. */
  problems: string[];
};

/**
 * The SHA-256 of a stored file as the site reads it: decrypted with its data
 * key (stored encrypted since issue 22.1), or as it is when it has none.
 */
async function fileSha256(file: string, dataKey: Buffer | null): Promise<string | null> {
  const hash = createHash("sha256");
  try {
    const stored = createReadStream(file);
    const plain = dataKey ? stored.pipe(decryptStream(dataKey)) : stored;
    stored.on("error", (error) => plain.destroy(error));
    for await (const chunk of plain) hash.update(chunk as Buffer);
  } catch {
    return null;
  }
  return hash.digest("hex");
}

/** The master keys of the server's data directory (DATA_DIR/document-key, made on its first start). */
function readKeyring(dataDir: string): Keyring | null {
  try {
    return parseKeyring(readFileSync(path.join(dataDir, "document-key"), "utf8"));
  } catch {
    return null;
  }
}

const sortLines = (lines: ItemLine[]) => lines.map(([key, quantity]) => `${key} x ${quantity}`).sort();

/**
 * Looks up every acknowledged booking (with exactly its items) and every
 * acknowledged upload (its row, and its file under DATA_DIR/uploads with
 * the same bytes: app/uploads/storage.server.ts keeps key "ab12…" at
 * uploads/ab/ab12…).
 */
export async function findAcknowledged(databaseUrl: string, dataDir: string, acked: Acknowledged): Promise<Findings> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const ids = [...acked.bookings.keys()];
    const stored = await client.query<{ booking_id: string }>(
      "select booking_id from bookings where booking_id = any($1)",
      [ids],
    );
    const items = await client.query<{ booking_id: string; key: string; quantity: number }>(
      "select booking_id, service_id || ':' || option_id as key, quantity from booking_items where booking_id = any($1)",
      [ids],
    );
    const storedIds = new Set(stored.rows.map((row) => row.booking_id));
    const itemsById = new Map<string, ItemLine[]>();
    for (const row of items.rows) {
      itemsById.set(row.booking_id, [...(itemsById.get(row.booking_id) ?? []), [row.key, row.quantity]]);
    }
    let bookingsFound = 0;
    for (const [bookingId, expected] of acked.bookings) {
      if (!storedIds.has(bookingId)) {
        problems.push(`booking ${bookingId} was acknowledged but is not in the database`);
        continue;
      }
      const actual = sortLines(itemsById.get(bookingId) ?? []);
      if (JSON.stringify(actual) !== JSON.stringify(sortLines(expected))) {
        problems.push(
          `booking ${bookingId} has items ${actual.join(", ")}; expected ${sortLines(expected).join(", ")}`,
        );
        continue;
      }
      bookingsFound++;
    }

    const rows = await client.query<{ booking_id: string; sha256: string; size: number; storage_key: string }>(
      "select booking_id, sha256, size, storage_key from uploads where booking_id = any($1)",
      [[...new Set(acked.uploads.map((upload) => upload.bookingId))]],
    );
    const wrapped = await client.query<{ storage_key: string; key_id: string; wrapped_key: string }>(
      "select storage_key, key_id, wrapped_key from document_keys where storage_key = any($1)",
      [rows.rows.map((row) => row.storage_key)],
    );
    const keyring = readKeyring(dataDir);
    const dataKeyOf = (storageKey: string): Buffer | null => {
      const row = wrapped.rows.find((candidate) => candidate.storage_key === storageKey);
      const master = keyring?.keys.find((key) => key.id === row?.key_id);
      return row && master ? unwrapDataKey(row.wrapped_key, master) : null;
    };
    let uploadsFound = 0;
    for (const upload of acked.uploads) {
      const row = rows.rows.find(
        (candidate) => candidate.booking_id === upload.bookingId && candidate.sha256 === upload.sha256,
      );
      if (!row || row.size !== upload.size) {
        problems.push(`upload ${upload.sha256.slice(0, 12)} of ${upload.bookingId} was acknowledged but has no row`);
        continue;
      }
      const file = path.join(dataDir, "uploads", row.storage_key.slice(0, 2), row.storage_key);
      const onDisk = await fileSha256(file, dataKeyOf(row.storage_key));
      if (onDisk !== upload.sha256) {
        problems.push(`upload ${row.storage_key} of ${upload.bookingId}: ${onDisk ? "bytes differ" : "file missing"}`);
        continue;
      }
      uploadsFound++;
    }
    return { bookingsFound, uploadsFound, problems };
  } finally {
    await client.end();
  }
}

/** The counts line of `npm run check-storage` (scripts/check-storage.ts). */
export function parseStorageReport(output: string): { orphans: number; missing: number } | null {
  const match = /(\d+) file\(s\) without a row, (\d+) row\(s\) without a file\./.exec(output);
  return match ? { orphans: Number(match[1]), missing: Number(match[2]) } : null;
}
