// The staff page of one client and its statement PDF: admins only, the id
// read from the address (anything but a positive whole number is 404).
import { data } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { getClientRecord } from "#app/clients/clients.server.ts";

export async function loadClientRecord(request: Request, clientId: string | undefined) {
  const admin = await requireAdmin(request);
  const id = readClientId(clientId);
  const client = id === null ? null : await getClientRecord(id);
  if (!client) throw data("Not found", { status: 404 });
  return { admin, client };
}

/** A client's id from the address: a positive whole number, else null (a 404). */
export function readClientId(param: string | undefined): number | null {
  return /^[1-9]\d{0,14}$/.test(param ?? "") ? Number(param) : null;
}
