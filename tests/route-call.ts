// Calls a route module's loader or action the way React Router does: a
// Request, the route's params and our load context. For integration tests
// of what a route answers, without a server.

type RouteCall = {
  /** A form body makes it a POST (urlencoded); a list is a field sent once per value. */
  form?: Record<string, string | string[]>;
  cookie?: string;
  address?: string;
  params?: Record<string, string>;
};

export function callRoute<T>(handler: (args: never) => T, path: string, options: RouteCall = {}): T {
  const request = new Request(`http://localhost${path}`, {
    method: options.form ? "POST" : "GET",
    headers: options.cookie ? { Cookie: options.cookie } : {},
    body: options.form
      ? new URLSearchParams(
          Object.entries(options.form).flatMap(([name, value]) =>
            (Array.isArray(value) ? value : [value]).map((one) => [name, one]),
          ),
        )
      : undefined,
  });
  const args = { request, params: options.params ?? {}, context: { clientAddress: options.address ?? "10.0.0.1" } };
  return (handler as (routeArgs: unknown) => T)(args);
}

export type Settled = { status: number; cookie: string; location: string; body: unknown };

/** What a loader or action ended with, whether it returned or threw (a redirect). */
export async function settle(outcome: unknown): Promise<Settled> {
  let value: unknown;
  try {
    value = await outcome;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const cookie = value.headers.get("set-cookie")?.match(/(?:__Secure-)?better-auth\.session_token=[^;]+/)?.[0];
    return { status: value.status, cookie: cookie ?? "", location: value.headers.get("location") ?? "", body: null };
  }
  const { init, data } = value as { init?: { status?: number }; data: unknown };
  return { status: init?.status ?? 200, cookie: "", location: "", body: data };
}
