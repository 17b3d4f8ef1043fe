// Staff move an enquiry or a partner enquiry through New → Contacted →
// Closed (any order: a closed one may be reopened when the client writes
// again). Role-checked and audited by the route; this is the one place the
// rule about the values lives.

import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { enquiries, partners } from "#app/db/schema.ts";
import { ENQUIRY_STATUSES } from "#app/enquiries/enquiry-status.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { z } from "#app/zod.ts";

const EnquiryStatusSchema = z.object({
  intent: z.literal("status"),
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  status: z.enum(ENQUIRY_STATUSES),
});

type EnquiryStatusChange = z.infer<typeof EnquiryStatusSchema>;

/** Sets the status; false when there is no such row. */
async function setEnquiryStatus(
  kind: "enquiry" | "partner",
  change: Pick<EnquiryStatusChange, "id" | "status">,
): Promise<boolean> {
  const table = kind === "enquiry" ? enquiries : partners;
  const updated = await getDb()
    .update(table)
    .set({ status: change.status })
    .where(eq(table.id, change.id))
    .returning({ id: table.id });
  return updated.length > 0;
}

/**
 * The dashboards' status form: admins only (checked here, on the server),
 * a value outside the three is a 400 with nothing changed, and every change
 * is audited like the other admin actions.
 */
export async function changeEnquiryStatus(request: Request, clientAddress: string, kind: "enquiry" | "partner") {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: EnquiryStatusSchema });
  if (submission.status !== "success")
    return reply(submission, { formError: "Please choose New, Contacted or Closed." });
  const change = submission.value;
  const found = await setEnquiryStatus(kind, change);
  if (!found) return reply(submission, { formError: "That enquiry does not exist.", status: 404 });
  await recordAudit({
    action: "enquiry-status-changed",
    actor: admin,
    target: `${kind === "enquiry" ? "enquiry" : "partner enquiry"} ${change.id}: ${change.status}`,
    clientAddress,
  });
  return reply(submission);
}
