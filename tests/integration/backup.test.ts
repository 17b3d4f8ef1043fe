// Backups: a populated site taken by createBackup and brought back by
// restoreBackup into a fresh database and a fresh uploads folder has every
// row and every file; a restore refuses a site that has data and a backup
// that was tampered with, and then changes nothing.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import { registerUser, signIn } from "#app/accounts/accounts.server.ts";
import { createOrPromoteAdmin } from "#app/accounts/admins.server.ts";
import { createBackup } from "#app/backup/backup.server.ts";
import { hashFile } from "#app/backup/manifest.server.ts";
import { migrateUpTo, readMigrationLevel } from "#app/backup/migrations.server.ts";
import { RestoreRefused, readVerifiedBackup, restoreBackup } from "#app/backup/restore.server.ts";
import { savePost } from "#app/blog/blog-admin.server.ts";
import { addDocuments, createBooking, resolveBookingItems } from "#app/bookings/bookings.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { migrateDatabase } from "#app/db/migrate.server.ts";
import { bookings, outbox } from "#app/db/schema.ts";
import { seedDatabase } from "#app/db/seed.server.ts";
import { saveEnquiry, savePartnerEnquiry } from "#app/enquiries/enquiries.server.ts";
import { getEnv } from "#app/env.server.ts";
import { createDiskStorage } from "#app/uploads/file-storage.server.ts";
import { createEncryptedStorage, getStorage } from "#app/uploads/storage.server.ts";
import { receiveFiles } from "#tests/booking-rows.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { adminQuery, dropDatabase, withDatabase } from "#tests/setup/database-server.ts";

const sourceUrl = setupTestDatabase();
const scratch = mkdtempSync(path.join(os.tmpdir(), "etf-backup-test-"));
const createdDatabases: string[] = [];

afterAll(async () => {
  for (const name of createdDatabases) {
    await dropDatabase(inject("databaseServerUrl"), name);
  }
  await fs.rm(scratch, { recursive: true, force: true });
});

/** An empty database, as on a fresh install before its first start. */
async function freshDatabase(): Promise<string> {
  const name = `etf_restore_${randomBytes(6).toString("hex")}`;
  await adminQuery(inject("databaseServerUrl"), `create database ${name}`);
  createdDatabases.push(name);
  return withDatabase(inject("databaseServerUrl"), name);
}

const freshFolder = (name: string) => mkdtempSync(path.join(scratch, `${name}-`));

// Text that COPY has to escape: tabs, newlines, backslashes, quotes, non-ASCII.
const AWKWARD = 'Line one\tcolumn\nline two \\ back\\slash "quoted" — आशा राव ₹ \\N not null';

const pdf = (marker: string) => Buffer.from(`%PDF-1.7\n% ${marker}\n${randomBytes(2048).toString("base64")}\n%%EOF\n`);
const zip = (marker: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(marker)]);

function items(lines: [string, number][]) {
  const resolved = resolveBookingItems(JSON.stringify(lines));
  if ("error" in resolved) throw new Error(resolved.error);
  return resolved.items;
}

/** Users, sessions, bookings with items and documents, enquiries, partners, guides, mail. */
async function populateSite() {
  await seedDatabase();
  await createOrPromoteAdmin({ email: "admin@firm.example", name: "Firm Admin", password: "Secret1" });
  const login = await signIn({ email: "admin@firm.example", password: "Secret1", headers: new Headers() });
  expect(login.ok).toBe(true);
  for (const index of [1, 2, 3]) {
    await registerUser({
      name: `Client ${index} आशा`,
      email: `client-${index}@example.com`,
      phone: "+91 98765 43210",
      password: "Secret1",
      headers: new Headers(),
    });
  }

  const bookingIds: string[] = [];
  for (const index of [1, 2, 3, 4]) {
    const files =
      index === 4
        ? []
        : await receiveFiles([
            { name: `itr-${index}.pdf`, bytes: pdf(`booking ${index}`) },
            { name: `ledger ${index}.zip`, bytes: zip(`ledger ${index}`) },
          ]);
    bookingIds.push(
      (
        await createBooking({
          customerName: index === 1 ? AWKWARD : `Client ${index}`,
          email: `client-${index}@example.com`,
          phone: "+91 98765 43210",
          instructions: index === 2 ? AWKWARD : "",
          items: items([
            ["gst-filing:monthly_gst", index],
            ["income-tax-filing:company", 1],
          ]),
          files,
          userId: null,
        })
      ).bookingId,
    );
  }
  expect(
    await addDocuments(bookingIds[0] ?? "", await receiveFiles([{ name: "later.pdf", bytes: pdf("later") }])),
  ).toEqual({ refused: [] });
  await getDb()
    .update(bookings)
    .set({ status: "Closed", closedAt: sql`now()`, closedBy: "admin@firm.example" })
    .where(sql`${bookings.bookingId} = ${bookingIds[1]}`);

  await saveEnquiry({ name: "Ravi", phone: "9876543210", email: "ravi@example.com", service: "gst", message: AWKWARD });
  await saveEnquiry({
    name: "Meena",
    phone: "9876543211",
    email: "meena@example.com",
    service: "auditing",
    message: "",
  });
  await savePartnerEnquiry({
    name: "Partner & Co",
    phone: "9876543212",
    email: "partner@example.com",
    address: "12 MG Road\nBengaluru",
    firm_details: AWKWARD,
  });

  const image = await getStorage().save(
    Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(512)]),
  );
  await savePost(
    {
      category: "GST",
      id: "backup-guide",
      title: "Keeping records",
      image: `/blog-images/${image.key}.png`,
      date: "2026-03-31",
      author: "Firm Admin",
      excerpt: "Why records matter.",
      body: [
        { type: "heading", text: "Records" },
        { type: "paragraph", text: AWKWARD },
        { type: "list", items: ["GSTR-1", "GSTR-3B"] },
      ],
      published: true,
    },
    null,
  );

  // Some mail delivered, some failing: every outbox column holds a value somewhere.
  await getDb().execute(sql`update ${outbox} set sent_at = now(), attempts = 1 where id % 2 = 0`);
  await getDb().execute(
    sql`update ${outbox} set attempts = 3, last_error = ${AWKWARD} where id % 3 = 0 and sent_at is null`,
  );
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table of the app and the migrations bookkeeping, as text, in a fixed order. */
async function dumpRows(url: string): Promise<Record<string, string[]>> {
  return withClient(url, async (client) => {
    const tables = await client.query<{ name: string; quoted: string }>(
      `select schemaname || '.' || tablename as name, format('%I.%I', schemaname, tablename) as quoted from pg_tables
        where schemaname = 'public' or (schemaname = 'drizzle' and tablename = '__drizzle_migrations')
        order by 1`,
    );
    const dump: Record<string, string[]> = {};
    for (const { name, quoted } of tables.rows) {
      // Compared as the server's own text form of each whole row.
      const rows = await client.query<{ row: string }>(`select t::text as row from ${quoted} t order by 1`);
      dump[name] = rows.rows.map((row) => row.row);
    }
    return dump;
  });
}

async function listFiles(folder: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found[path.relative(folder, file)] = (await hashFile(file)).sha256;
  }
  return found;
}

async function tableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname in ('public', 'drizzle')",
    );
    return Number(result.rows[0]?.count);
  });
}

let backupFolder: string;

beforeAll(async () => {
  await populateSite();
  backupFolder = path.join(scratch, "backup");
  await createBackup({ folder: backupFolder });
});

test("a populated site comes back whole: every row of every table and every file", async () => {
  const source = await dumpRows(sourceUrl());
  expect(source["public.user"]).toHaveLength(4);
  expect(source["public.bookings"]).toHaveLength(4);
  expect(source["public.uploads"]).toHaveLength(7);
  expect(source["public.outbox"]?.length).toBeGreaterThan(10);
  expect(source["public.session"]?.length).toBeGreaterThan(0);

  const { manifest } = await readVerifiedBackup(backupFolder);
  expect(manifest.uploads).toHaveLength(8); // 7 documents and 1 blog image
  expect(Object.fromEntries(manifest.tables.map((table) => [`${table.schema}.${table.name}`, table.rows]))).toEqual(
    Object.fromEntries(Object.entries(source).map(([name, rows]) => [name, rows.length])),
  );

  const targetUrl = await freshDatabase();
  const uploadsDir = freshFolder("uploads");
  const result = await restoreBackup({
    backup: await readVerifiedBackup(backupFolder),
    databaseUrl: targetUrl,
    files: createDiskStorage(uploadsDir),
  });
  expect(result.files).toBe(8);

  expect(await dumpRows(targetUrl)).toEqual(source);

  // Every file the database names is there with the bytes first stored.
  const sourceUploads = path.join(getEnv().dataDir, "uploads");
  const restoredFiles = await listFiles(uploadsDir);
  expect(Object.keys(restoredFiles)).toHaveLength(8);
  for (const [relative, sha256] of Object.entries(restoredFiles)) {
    expect((await hashFile(path.join(sourceUploads, relative))).sha256).toBe(sha256);
  }
  await withClient(targetUrl, async (client) => {
    // Restored as stored, encrypted; they decrypt, with the restored data keys, to the bytes first stored.
    const rows = await client.query<{ storage_key: string; sha256: string }>("select storage_key, sha256 from uploads");
    const restored = createEncryptedStorage(createDiskStorage(uploadsDir));
    for (const row of rows.rows) {
      expect(restoredFiles[path.join(row.storage_key.slice(0, 2), row.storage_key)]).toBeDefined();
      expect(await restored.verify(row.storage_key, row.sha256)).toBe(true);
    }
    // New rows continue after the restored ids.
    const next = await client.query<{ id: string }>(
      "insert into enquiries (name, phone, email, service) values ('N', '1', 'n@example.com', 'gst') returning id",
    );
    expect(Number(next.rows[0]?.id)).toBe(Number(source["public.enquiries"]?.length) + 1);
  });
});

test("a restore refuses a site that already has users or bookings, unless forced", async () => {
  const before = await dumpRows(sourceUrl());
  const uploadsDir = freshFolder("refused-uploads");
  const backup = await readVerifiedBackup(backupFolder);
  const attempt = restoreBackup({ backup, databaseUrl: sourceUrl(), files: createDiskStorage(uploadsDir) });
  await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
  await expect(attempt).rejects.toThrow("already holds 4 user(s) and 4 booking(s)");
  expect(await dumpRows(sourceUrl())).toEqual(before);
  expect(await fs.readdir(uploadsDir)).toEqual([]);

  // Forced, it replaces what is there with the backup.
  const target = await freshDatabase();
  await restoreBackup({ backup, databaseUrl: target, files: createDiskStorage(freshFolder("first")) });
  await withClient(target, (client) =>
    client.query("insert into enquiries (name, phone, email, service) values ('Extra', '1', 'x@example.com', 'gst')"),
  );
  await restoreBackup({
    backup,
    databaseUrl: target,
    files: createDiskStorage(freshFolder("forced")),
    force: true,
  });
  expect(await dumpRows(target)).toEqual(before);
});

test("a restore refuses a tampered backup before touching the database or the files", async () => {
  const { manifest } = await readVerifiedBackup(backupFolder);
  const upload = manifest.uploads[0];
  const table = manifest.tables.find((entry) => entry.name === "bookings");
  if (!upload || !table) throw new Error("the backup has no upload or no bookings table");

  for (const damage of [
    // One byte of a document flipped, same size.
    async (folder: string) => {
      const file = path.join(folder, upload.file);
      const bytes = await fs.readFile(file);
      bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 0xff;
      await fs.writeFile(file, bytes);
    },
    // A booking's status changed in the table data.
    async (folder: string) => {
      const file = path.join(folder, table.file);
      const data = await fs.readFile(file, "utf8");
      const changed = data.replace("\tIn Progress\t", "\tClosed\t");
      expect(changed).not.toBe(data);
      await fs.writeFile(file, changed);
    },
  ]) {
    const tampered = path.join(freshFolder("tampered"), "backup");
    await fs.cp(backupFolder, tampered, { recursive: true });
    await damage(tampered);
    const target = await freshDatabase();
    const uploadsDir = freshFolder("untouched");

    // What npm run restore does: verify, then restore.
    const attempt = readVerifiedBackup(tampered).then((backup) =>
      restoreBackup({ backup, databaseUrl: target, files: createDiskStorage(uploadsDir) }),
    );
    await expect(attempt).rejects.toBeInstanceOf(RestoreRefused);
    await expect(attempt).rejects.toThrow(/is damaged; nothing was restored\.\n.*sha256/);
    expect(await tableCount(target)).toBe(0);
    expect(await fs.readdir(uploadsDir)).toEqual([]);
  }
});

test("a backup taken while bookings are being written is consistent", async () => {
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      const files = await receiveFiles([{ name: "busy.pdf", bytes: pdf(`busy ${written}`) }]);
      await createBooking({
        customerName: "Busy Day",
        email: "busy@example.com",
        phone: "9876543210",
        instructions: "",
        items: items([["gst-filing:monthly_gst", 1]]),
        files,
        userId: null,
      });
      written++;
    }
  })();
  const folder = path.join(freshFolder("busy"), "backup");
  try {
    while (written < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    await createBackup({ folder });
  } finally {
    writing = false;
    await writer;
  }

  const backup = await readVerifiedBackup(folder);
  const bookingsRows = backup.manifest.tables.find((table) => table.name === "bookings")?.rows ?? 0;
  const uploadRows = backup.manifest.tables.find((table) => table.name === "uploads")?.rows ?? 0;
  expect(bookingsRows).toBeGreaterThan(4);
  expect(backup.manifest.uploads).toHaveLength(uploadRows + 1);

  // The restore checks every foreign key: items and documents of bookings the snapshot did not see would fail it.
  const target = await freshDatabase();
  const uploadsDir = freshFolder("busy-uploads");
  await restoreBackup({ backup, databaseUrl: target, files: createDiskStorage(uploadsDir) });
  await withClient(target, async (client) => {
    const counts = await client.query<{ bookings: string; items: string; uploads: string }>(
      "select (select count(*) from bookings)::text as bookings, (select count(*) from booking_items)::text as items, (select count(*) from uploads)::text as uploads",
    );
    expect(counts.rows[0]).toEqual({
      bookings: String(bookingsRows),
      items: String(backup.manifest.tables.find((table) => table.name === "booking_items")?.rows),
      uploads: String(uploadRows),
    });
  });
  expect(Object.keys(await listFiles(uploadsDir))).toHaveLength(uploadRows + 1);
});

test("a backup from an older migration level is restored at that level, and the next start migrates it", async () => {
  const journal = JSON.parse(await fs.readFile("drizzle/meta/_journal.json", "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const older = journal.entries.at(-2);
  const latest = journal.entries.at(-1);
  if (!older || !latest) throw new Error("this test needs two migrations");

  const oldSite = await freshDatabase();
  await withClient(oldSite, async (client) => {
    await migrateUpTo(client, { ...older, count: journal.entries.length - 1 });
    await client.query(
      "insert into enquiries (name, phone, email, service, message) values ('Old', '9876543210', 'old@example.com', 'gst', $1)",
      [AWKWARD],
    );
  });
  const folder = path.join(freshFolder("older"), "backup");
  const pool = new pg.Pool({ connectionString: oldSite, max: 1 });
  try {
    await createBackup({ folder, pool });
  } finally {
    await pool.end();
  }
  const backup = await readVerifiedBackup(folder);
  expect(backup.manifest.migration.tag).toBe(older.tag);

  const target = await freshDatabase();
  await restoreBackup({ backup, databaseUrl: target, files: createDiskStorage(freshFolder("older-uploads")) });
  expect(await dumpRows(target)).toEqual(await dumpRows(oldSite));
  expect(await withClient(target, readMigrationLevel)).toMatchObject({ tag: older.tag });

  await migrateDatabase(target);
  expect(await withClient(target, readMigrationLevel)).toMatchObject({ tag: latest.tag });
  const [enquiry] = (await dumpRows(target))["public.enquiries"] ?? [];
  expect(enquiry).toContain("old@example.com");
});
