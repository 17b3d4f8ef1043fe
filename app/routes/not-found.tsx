import { data } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";

// Every URL that no other route matches: a real 404, rendered by the error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

export function meta() {
  return [{ title: "404 - Page Not Found" }, { name: "robots", content: "noindex" }];
}

export const ErrorBoundary = GeneralErrorBoundary;
