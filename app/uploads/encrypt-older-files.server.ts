// Files stored before encryption at rest (issue 22.1) are encrypted in
// place, once: at the first start of this version (before the server
// processes start) and by npm run rotate-document-key. Safe to stop at any
// point and to run again (DocumentStorage.encryptInPlace).
import { sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { logger } from "#app/logger.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";

/** How many files were encrypted, and the keys of those that could not be (damaged or missing: logged). */
export async function encryptOlderFiles(): Promise<{ encrypted: number; failed: string[] }> {
  const { rows } = await getDb().execute<{ key: string; sha256: string | null }>(sql`
    select u.storage_key as key, u.sha256 from uploads u
    left join document_keys k on k.storage_key = u.storage_key
    where k.storage_key is null or k.pending
    union
    select substring(p.image from '^/blog-images/([a-f0-9]{32})\\.') as key, null as sha256 from blog_posts p
    left join document_keys k on k.storage_key = substring(p.image from '^/blog-images/([a-f0-9]{32})\\.')
    where p.image ~ '^/blog-images/[a-f0-9]{32}\\.' and (k.storage_key is null or k.pending)`);
  let encrypted = 0;
  const failed: string[] = [];
  for (const row of rows) {
    try {
      if (await getStorage().encryptInPlace(row.key, row.sha256)) encrypted++;
    } catch (error) {
      logger.error({ err: error, key: row.key }, "a file stored before encryption could not be encrypted");
      failed.push(row.key);
    }
  }
  if (encrypted > 0) logger.info({ encrypted }, "encrypted files stored before encryption");
  return { encrypted, failed };
}
