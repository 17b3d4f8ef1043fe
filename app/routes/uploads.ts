import { data } from "react-router";
import { receiveDocuments } from "#app/bookings/documents.server.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import type { Route } from "./+types/uploads";

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
export const handle = TAKES_FILES;

// Documents for an existing booking, one request per file (photos chosen
// together in one, to become one PDF) from the cart and
// past booking pages, so each file has its own progress bar and result.
export async function action({ request, context }: Route.ActionArgs) {
  const { status, ...outcome } = await receiveDocuments(request, context.clientAddress);
  return data(outcome, { status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return new Response("Send documents with POST.", { status: 405, headers: { Allow: "POST" } });
}
