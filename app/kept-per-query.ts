// A public page that reads its query string says which parameters in its
// module: `export const handle = keptPerQuery("category")`. The HTML cache
// (server/html-cache-keys.ts) keeps such a page once per value of those
// parameters; a request carrying any other one (but the tracking parameters
// of ad links) is rendered for itself alone. One declaration beside the
// loader that reads them, instead of a list of paths kept in server/.
export const keptPerQuery = (...parameters: string[]) => ({ keptPerQuery: parameters });

/** The query parameters a route module's `handle` says its kept page reads. */
export function keptPerQueryOf(handle: unknown): readonly string[] {
  const parameters =
    typeof handle === "object" && handle !== null ? (handle as { keptPerQuery?: unknown }).keptPerQuery : undefined;
  return Array.isArray(parameters) ? parameters.filter((name): name is string => typeof name === "string") : [];
}
