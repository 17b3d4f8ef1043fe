import { redirect } from "react-router";
import { signOut } from "#app/accounts/accounts.server.ts";
import type { Route } from "./+types/logout";

// Logout ends the session on the server (POST only: nothing changes on GET).
export async function action({ request }: Route.ActionArgs) {
  throw redirect("/", { headers: await signOut(request.headers) });
}

export function loader() {
  return redirect("/");
}
