import { getAuth } from "#app/accounts/auth.server.ts";
import type { Route } from "./+types/api.auth";

// Better Auth's own endpoints: the links in verification and reset emails
// land here. Our forms call it from server actions instead.
export function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
