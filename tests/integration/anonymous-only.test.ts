// Login, sign-up and the password reset pages are for visitors (issue 19.1):
// a logged-in client is sent to their bookings and an admin to the admin
// dashboard, from the page and from its form alike; nothing is done.
import { beforeAll, expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { user } from "#app/db/schema.ts";
import * as forgotPassword from "#app/routes/forgot-password.tsx";
import * as login from "#app/routes/login.tsx";
import * as resetPassword from "#app/routes/reset-password.tsx";
import * as signup from "#app/routes/signup.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInAdminAndClient } from "#tests/sessions.ts";

setupTestDatabase();

let cookies: { adminCookie: string; clientCookie: string };
beforeAll(async () => {
  cookies = await signInAdminAndClient();
});

const PAGES = [
  ["/login", login, { email: "someone@example.com", password: "Tulsi-ledger7" }],
  [
    "/signup",
    signup,
    {
      name: "Asha Rao",
      email: "asha.new@example.com",
      phone: "9876543210",
      password: "Tulsi-ledger7",
      terms: "on",
    },
  ],
  ["/forgot-password", forgotPassword, { email: "someone@example.com" }],
  ["/reset-password?token=abc", resetPassword, { token: "abc", password: "Kesar-ledger8" }],
] as const;

type Handler = (args: never) => unknown;

for (const [path, route, form] of PAGES) {
  const { loader, action } = route as unknown as { loader: Handler; action: Handler };
  test(`${path}: a client goes to their bookings and an admin to the dashboard; a visitor gets the page`, async () => {
    for (const [cookie, dashboard] of [
      [cookies.clientCookie, "/user-dashboard"],
      [cookies.adminCookie, "/admin-dashboard"],
    ] as const) {
      const page = await settle(callRoute(loader, path, { cookie }));
      expect(page).toMatchObject({ status: 302, location: dashboard });
      const sent = await settle(callRoute(action, path, { cookie, form }));
      expect(sent).toMatchObject({ status: 302, location: dashboard });
    }
    // A visitor's page: data, not a redirect.
    const visitor = await Promise.resolve(callRoute(loader, path)).catch((thrown: unknown) => thrown);
    expect(visitor).not.toBeInstanceOf(Response);
  });
}

test("a logged-in user's sign-up form creates no account", async () => {
  await settle(
    callRoute(signup.action, "/signup", {
      cookie: cookies.clientCookie,
      form: {
        name: "Asha Rao",
        email: "asha.twice@example.com",
        phone: "9876543211",
        password: "Tulsi-ledger7",
        terms: "on",
      },
    }),
  );
  const emails = (await getDb().select({ email: user.email }).from(user)).map((row) => row.email);
  expect(emails).not.toContain("asha.twice@example.com");
});
