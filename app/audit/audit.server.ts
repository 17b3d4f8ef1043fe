// The audit trail: sign-ins, refused access and admin actions, with UTC time,
// actor and target. Never passwords, tokens or document contents: callers
// pass only who, what and on what.
import { lt } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { type AuditAction, auditEvents } from "#app/db/schema.ts";
import { logger } from "#app/logger.server.ts";

/**
 * India's DPDP Rules ask for a year of processing logs; we keep 400 days so
 * that a year is always there, whatever the purge's timing.
 */
export const AUDIT_RETENTION_DAYS = 400;

export type AuditEvent = {
  action: AuditAction;
  actor?: { id?: string; email?: string } | null;
  target?: string;
  clientAddress?: string;
};

/** Writes one event. A failure to write is logged, never shown to the user. */
export async function recordAudit(event: AuditEvent): Promise<void> {
  const row = {
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email?.slice(0, 320) ?? null,
    target: (event.target ?? "").slice(0, 500),
    clientAddress: (event.clientAddress ?? "").slice(0, 100),
  };
  try {
    await getDb().insert(auditEvents).values(row);
  } catch (error) {
    logger.error({ err: error, audit: row }, "could not write an audit event");
  }
}

/** Deletes events older than the retention period; returns how many. */
export async function purgeExpiredAuditEvents(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * 24 * 60 * 60_000);
  const result = await getDb().delete(auditEvents).where(lt(auditEvents.at, cutoff));
  return result.rowCount ?? 0;
}
