import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { findUpload } from "#app/admin/lists.server.ts";
import { serveDocument } from "#app/uploads/download.server.ts";
import type { Route } from "./+types/admin.uploads";

// A client's document, streamed from storage to an admin and to nobody else.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const id = Number(params.uploadId);
  const upload = Number.isSafeInteger(id) && id > 0 ? await findUpload(id) : null;
  if (!upload) throw data("Not found", { status: 404 });
  return serveDocument(upload, admin, context.clientAddress);
}
