// npm run rotate-document-key: puts a new master key first in
// DATA_DIR/document-key (when DOCUMENT_KEY is not set) and wraps every
// document's data key with it; the files themselves are not rewritten.
// Running servers read the new key from the file when they first meet it.
// With DOCUMENT_KEY set: put the new key first in it, restart the servers,
// then run this to re-wrap. Safe to run again.
import { addKeyToFile, getKeyFile, getKeyring, rewrapDataKeys } from "#app/uploads/document-keys.server.ts";
import { encryptOlderFiles } from "#app/uploads/encrypt-older-files.server.ts";
import { withScriptDatabase } from "./script-database.ts";

const file = getKeyFile();
const current = file ? addKeyToFile() : getKeyring().current;
if (file) console.log(`A new key (${current.id}) is now first in ${file}.`);
const { rewrapped, older } = await withScriptDatabase(async () => {
  // Files from before encryption at rest first (normally done at the server's start already).
  const older = await encryptOlderFiles();
  return { older, rewrapped: await rewrapDataKeys() };
});
if (older.encrypted > 0) console.log(`${older.encrypted} file(s) stored before encryption are now encrypted.`);
if (older.failed.length > 0)
  console.log(`Could not encrypt (damaged or missing; see the log): ${older.failed.join(", ")}`);
console.log(`${rewrapped} document key(s) re-wrapped with key ${current.id}; no file was rewritten.`);
console.log(
  "The older key(s) stay listed so that backups made before now can still be read. Remove one only when no backup " +
    "made before this rotation is kept, and keep a copy of the new key apart from the backups (docs/OPERATIONS.md).",
);
