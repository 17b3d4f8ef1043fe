import type { AuditAction } from "#app/db/schema.ts";

/**
 * What a form of the staff booking page that runs in its own module
 * (billing, challans) answers: what was done, for the audit trail, or why
 * not, beside a field or the form; "not-found" for no such booking or row.
 */
export type StaffOutcome =
  | { notice: string; audit: { action: AuditAction; what: string } }
  | { formError: string; status: number }
  | { fieldErrors: Record<string, string[]> }
  | "not-found";
