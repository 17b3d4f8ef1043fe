import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { failureOf, useSettledAnswer } from "#app/form-answer.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { decideErasure, listErasureQueue } from "#app/privacy/my-data.server.ts";
import { ErasureDecisionSchema } from "#app/privacy/my-data-schema.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-erasure-requests";

// Clients' requests to erase their data (issue 22.4): each with what the
// law or the work still needs kept; staff approve, or refuse with a reason.
const NOT_STORED = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ requests: await listErasureQueue() }, { headers: NOT_STORED });
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readForm(request), { schema: ErasureDecisionSchema });
  const id = submission.payload.id;
  // Which request's form the answer belongs to.
  const more = { for: typeof id === "string" ? id : "" };
  if (submission.status !== "success") return reply(submission, { headers: NOT_STORED, more });
  const { decision, reason } = submission.value;
  const outcome = await decideErasure(submission.value.id, admin, { approve: decision === "approve", reason });
  if (outcome === "not-found") throw data("Not found", { status: 404 });
  if (outcome === "already-decided") {
    const formError = "Someone has already decided this request.";
    return reply(submission, { formError, status: 409, headers: NOT_STORED, more });
  }
  await recordAudit({
    action: "erasure-decided",
    actor: admin,
    target: `erasure request ${submission.value.id}: ${decision === "approve" ? "approved" : `refused (${reason})`}`,
    clientAddress: context.clientAddress,
  });
  const notice =
    decision === "approve" ? "Erased. The client is emailed." : "Refused. The client is emailed the reason.";
  return reply(submission, { notice, headers: NOT_STORED, more });
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminErasureRequests({ loaderData, actionData }: Route.ComponentProps) {
  const answer = useSettledAnswer(actionData);
  const failure = failureOf(answer, { anyField: true });
  const failedFor = answer && "for" in answer ? answer.for : "";
  return (
    <section className="container-page py-8 [overflow-wrap:anywhere]">
      <h1 className="text-3xl font-bold text-brand-900">Erasure requests</h1>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Answer within 30 days. Approving erases the client&apos;s documents, messages, enquiries, consents and the
        personal details of their bookings; the bookings themselves stay, anonymised, as the accounts must. Refuse only
        for a reason the law gives, such as an engagement still open.
      </p>
      {actionData?.notice ? (
        <p role="status" className="mt-4 font-semibold text-green-800">
          {actionData.notice}
        </p>
      ) : null}
      {/* A failure not tied to one request (the network, a form without its id): said once, above them all. */}
      {failure && failedFor === "" ? (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {failure}
        </p>
      ) : null}
      {loaderData.requests.length === 0 ? (
        <p className="mt-6 text-slate-700">No requests.</p>
      ) : (
        <ol aria-label="Erasure requests, waiting first" className="mt-6 space-y-4">
          {loaderData.requests.map((request) => (
            <li key={request.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p>
                <strong>{request.email}</strong> · asked {request.createdAt} ·{" "}
                {request.status === "pending"
                  ? "waiting"
                  : `${request.status} by ${request.decidedBy} ${request.decidedAt}`}
              </p>
              {request.note ? <p className="mt-1 text-sm text-slate-700">“{request.note}”</p> : null}
              {request.reason ? <p className="mt-1 text-sm text-slate-700">Reason: {request.reason}</p> : null}
              {request.status === "pending" ? (
                <>
                  <p className="mt-2 text-sm">
                    {request.reasonsToKeep.length === 0
                      ? "Nothing the law or the work needs kept beyond the anonymised bookings."
                      : request.reasonsToKeep.join(" ")}
                  </p>
                  <Form method="post" className="mt-3 space-y-2">
                    <input type="hidden" name="id" value={request.id} />
                    <label className="block text-sm font-semibold text-slate-800">
                      Reason (required to refuse; sent to the client)
                      <textarea
                        name="reason"
                        rows={2}
                        defaultValue={request.reasonsToKeep.join(" ")}
                        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
                      />
                    </label>
                    {failure && failedFor === String(request.id) ? (
                      <p role="alert" className="text-sm font-medium text-red-700">
                        {failure}
                      </p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      <button type="submit" name="decision" value="approve" className="btn-primary px-3 py-2 text-sm">
                        Approve and erase
                      </button>
                      <button type="submit" name="decision" value="refuse" className="btn-secondary px-3 py-2 text-sm">
                        Refuse with this reason
                      </button>
                    </div>
                  </Form>
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: erasure requests", description: "Clients' requests to erase their data." }),
    { name: "robots", content: "noindex" },
  ];
}
