import { requireUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { exportPersonalData } from "#app/privacy/my-data.server.ts";
import { toResponseBody } from "#app/web-stream.server.ts";
import type { Route } from "./+types/my-data.export";

// Everything held about the signed-in client, as one ZIP (issue 22.4).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  await recordAudit({ action: "data-exported", actor: user, target: user.email, clientAddress: context.clientAddress });
  const zip = await exportPersonalData(user.email);
  return new Response(toResponseBody(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="easytax-filing-my-data.zip"',
      "Cache-Control": "private, no-store",
    },
  });
}
