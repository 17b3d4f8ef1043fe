import { Readable } from "node:stream";
import { requireUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { exportPersonalData } from "#app/privacy/my-data.server.ts";
import type { Route } from "./+types/my-data.export";

// Everything held about the signed-in client, as one ZIP (issue 22.4).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request);
  await recordAudit({ action: "data-exported", actor: user, target: user.email, clientAddress: context.clientAddress });
  const zip = await exportPersonalData(user.email);
  // A few chunks ahead of the socket at most (the default would queue the whole ZIP for a slow reader).
  const body = Readable.toWeb(zip, { strategy: { highWaterMark: 4 } }) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="easytax-filing-my-data.zip"',
      "Cache-Control": "private, no-store",
    },
  });
}
