import { data, isRouteErrorResponse } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import type { Route } from "./+types/not-found";

export const handle = { i18n: ["legal"] } satisfies I18nHandle;

// Every URL that no other route matches: a real 404, rendered by the error
// boundary, in the language of the address ("/hi/…" is Hindi).
export function loader({ request }: Route.LoaderArgs) {
  throw data({ title: getT(getLanguage(request), "legal")("notFound.title") }, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export function meta({ error }: Route.MetaArgs) {
  const title = isRouteErrorResponse(error) ? (error.data as { title?: string } | null)?.title : undefined;
  return [{ title: title ?? "404 - Page Not Found" }, { name: "robots", content: "noindex" }];
}

export const ErrorBoundary = GeneralErrorBoundary;
