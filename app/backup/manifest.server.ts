// The backup folder's layout and its manifest, shared by backup and restore.
//
//   manifest.json                       what is in the folder, with sizes and SHA-256
//   tables/<schema>.<table>.copy        each table as PostgreSQL COPY text
//   uploads/<key>                       each stored file the database refers to
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "#app/zod.ts";

export const MANIFEST_FILE = "manifest.json";
export const BACKUP_FORMAT = "etf-backup";
export const BACKUP_VERSION = 1;

/** The schema and table of the migrations bookkeeping (drizzle-orm's defaults). */
export const MIGRATIONS_TABLE = { schema: "drizzle", name: "__drizzle_migrations" } as const;

const Sha256 = z.string().regex(/^[a-f0-9]{64}$/);

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  /** When the snapshot was taken, ISO 8601 in UTC. */
  createdAt: z.iso.datetime(),
  postgresVersion: z.string(),
  /** The last migration applied to the backed-up database (drizzle/meta/_journal.json). */
  migration: z.object({ tag: z.string(), when: z.number().int(), count: z.number().int() }),
  tables: z.array(
    z.object({
      schema: z.string().regex(/^\w+$/),
      name: z.string().regex(/^\w+$/),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      // Relative paths that cannot leave the backup folder.
      file: z.string().regex(/^tables\/\w+\.\w+\.copy$/),
      size: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
  uploads: z.array(
    z.object({
      key: z.string().regex(/^[a-f0-9]{32}$/),
      file: z.string().regex(/^uploads\/[a-f0-9]{32}$/),
      size: z.number().int().min(0),
      sha256: Sha256,
    }),
  ),
});

export type BackupManifest = z.infer<typeof ManifestSchema>;
export type TableEntry = BackupManifest["tables"][number];

export function tableFile(schema: string, name: string): string {
  return `tables/${schema}.${name}.copy`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualifiedName(table: { schema: string; name: string }): string {
  return `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
}

/** Passes bytes through while counting them and hashing them. */
function measuring(): { stream: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/**
 * Streams `source` into a new file, fsynced before it is closed; returns its
 * size and SHA-256. The file must not exist yet.
 */
export async function writeFileDurably(file: string, source: Readable): Promise<{ size: number; sha256: string }> {
  const measure = measuring();
  const handle = await fs.open(file, "wx", 0o600);
  await pipeline(source, measure.stream, handle.createWriteStream({ flush: true }));
  return measure.result();
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Makes a folder's entries (new files, renames) survive a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function resolveInBackup(folder: string, relative: string): string {
  return path.join(folder, ...relative.split("/"));
}
