// The master keys that wrap the documents' data keys (issue 22.1): from
// DOCUMENT_KEY, or else from DATA_DIR/document-key, made on first start like
// the other secrets. Newest first: the first wraps new files' keys, every
// one unwraps. `npm run rotate-document-key` puts a new key first and
// re-wraps every data key with it (scripts/rotate-document-key.ts).
import { randomBytes } from "node:crypto";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq, ne } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { documentKeys } from "#app/db/schema.ts";
import { getEnv, readOrCreateSecret } from "#app/env.server.ts";
import {
  type Keyring,
  type MasterKey,
  parseKeyring,
  unwrapDataKey,
  wrapDataKey,
} from "#app/uploads/document-crypto.server.ts";

let keyring: Keyring | undefined;

/** The data directory's key file, when DOCUMENT_KEY does not say the keys. */
export function getKeyFile(): string | null {
  return getEnv().DOCUMENT_KEY ? null : path.join(getEnv().dataDir, "document-key");
}

export function getKeyring(): Keyring {
  keyring ??= readKeyring();
  return keyring;
}

function readKeyring(): Keyring {
  const env = getEnv();
  if (env.DOCUMENT_KEY) return parseKeyring(env.DOCUMENT_KEY);
  return parseKeyring(readOrCreateSecret(env.dataDir, "document-key"), `DOCUMENT_KEY (from ${getKeyFile()})`);
}

/**
 * The master key of that id. A key this process does not know may have been
 * put in the key file by a rotation since it started: the file is read again.
 */
export function findMasterKey(id: string): MasterKey {
  let found = getKeyring().keys.find((key) => key.id === id);
  if (!found && getKeyFile()) {
    keyring = readKeyring();
    found = keyring.keys.find((key) => key.id === id);
  }
  if (!found) throw new Error(`DOCUMENT_KEY does not hold the key ${id} that a stored document's key is wrapped with.`);
  return found;
}

/** Puts a new random key first in the key file (written whole, then renamed into place). */
export function addKeyToFile(): MasterKey {
  const file = getKeyFile();
  if (!file)
    throw new Error("DOCUMENT_KEY is set: put the new key first in it yourself, restart, then run this again.");
  const old = readFileSync(file, "utf8").trim();
  const next = `${randomBytes(32).toString("base64url")}\n${old}\n`;
  const temporary = `${file}.new-${process.pid}`;
  writeFileSync(temporary, next, { mode: 0o600, flag: "wx" });
  renameSync(temporary, file);
  keyring = readKeyring();
  return keyring.current;
}

/**
 * Refuses to start when a stored document's key is wrapped with a master key
 * the configuration does not hold: every such document would be unreadable.
 */
export async function checkMasterKeys(): Promise<void> {
  const ring = getKeyring();
  const used = await getDb().selectDistinct({ keyId: documentKeys.keyId }).from(documentKeys);
  const missing = used.map((row) => row.keyId).filter((id) => !ring.keys.some((key) => key.id === id));
  if (missing.length > 0) {
    throw new Error(
      `DOCUMENT_KEY is missing the key(s) ${missing.join(", ")} that stored documents are encrypted with. ` +
        `Set DOCUMENT_KEY (or restore ${getKeyFile() ?? "the key"} from where you keep it apart from your backups); ` +
        "without it those documents cannot be read.",
    );
  }
}

/**
 * Wraps every data key that is not wrapped with the current master key
 * again with it, 500 rows a transaction; the files are not touched. Safe
 * beside running servers and a second run (rows are locked, then skipped).
 */
export async function rewrapDataKeys(): Promise<number> {
  const current = getKeyring().current;
  let rewrapped = 0;
  for (;;) {
    const done = await getDb().transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(documentKeys)
        .where(ne(documentKeys.keyId, current.id))
        .limit(500)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        const dataKey = unwrapDataKey(row.wrappedKey, findMasterKey(row.keyId));
        await tx
          .update(documentKeys)
          .set({ keyId: current.id, wrappedKey: wrapDataKey(dataKey, current) })
          .where(eq(documentKeys.storageKey, row.storageKey));
      }
      return rows.length;
    });
    rewrapped += done;
    if (done === 0) return rewrapped;
  }
}
