// A form sent twice stores nothing twice (docs/decisions/009-idempotency-keys.md).
// Each render of the enquiry, partner and checkout forms carries a fresh
// random key; the server keeps it with the row under a unique constraint, so
// a double click, a browser's resend or a back-and-submit finds the row the
// first submit made instead of making another.
import { z } from "#app/zod.ts";

export const IDEMPOTENCY_FIELD = "idempotencyKey";

/**
 * Where a form page posts: its own path with this query. A browser drops its
 * kept copy of an address that is posted to (RFC 9111 section 4.4); posting
 * elsewhere keeps the copy, so "back" shows the same form with the same key.
 */
export function formPostAction(pathname: string): string {
  return `${pathname}?send`;
}

/** A fresh key for one render of a form (made by the page's loader, never in a shared page). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The key a form sent: a UUID, or nothing (a missing or malformed key is ignored, never an error). */
const IdempotencyKeySchema = z.uuid().optional().catch(undefined);

export function readIdempotencyKey(value: unknown): string | undefined {
  return IdempotencyKeySchema.parse(value);
}

/** The hidden field; `key` makes a new value replace the old one after a form reset. */
export function IdempotencyKeyField({ value }: { value: string }) {
  return <input key={value} type="hidden" name={IDEMPOTENCY_FIELD} value={value} />;
}
