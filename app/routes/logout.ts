import { redirect } from "react-router";
import { signOut } from "#app/accounts/accounts.server.ts";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import type { Route } from "./+types/logout";

// Logout ends the session on the server (POST only: nothing changes on GET).
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const headers = await signOut(request.headers);
  if (user) await recordAudit({ action: "sign-out", actor: user, clientAddress: context.clientAddress });
  throw redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
