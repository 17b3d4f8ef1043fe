// Where a successful login lands (issue 18.5): the page that asked for it
// when there is one (a safe redirectTo), else a client with bookings goes to
// their bookings, and everyone else to the home page as the spec says. An
// admin signed in by password alone has no second factor yet: they set it
// up first, then go on (issue 34.4).
import { count, eq, sql } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { bookings } from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";

export async function getLandingPath(input: {
  redirectTo: string | undefined;
  role: "user" | "admin";
  email: string;
}): Promise<string> {
  if (input.role === "admin") {
    const next = input.redirectTo ? getSafeRedirect(input.redirectTo, getEnv().SITE_URL) : "/admin-dashboard";
    return `/two-factor-setup?${new URLSearchParams({ redirectTo: next })}`;
  }
  if (input.redirectTo) return getSafeRedirect(input.redirectTo, getEnv().SITE_URL);
  const [row] = await getDb()
    .select({ value: count() })
    .from(bookings)
    .where(eq(sql`lower(${bookings.email})`, input.email.toLowerCase()));
  return (row?.value ?? 0) > 0 ? "/user-dashboard" : "/";
}
