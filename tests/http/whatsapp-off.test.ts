// Without the firm's WhatsApp credentials (the shared server has none), the
// site is as before issue 40: no WhatsApp box on the booking form, no card
// on the dashboard or the booking page, and their fields and forms, sent
// anyway, change nothing.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import {
  bookWithoutScript,
  CookieJar,
  FORM_TYPE,
  form,
  registerVerifiedUser,
  send,
  signIn,
} from "#tests/security/server.ts";

const server = connectSharedServer();

const ITEM = "gst-filing:monthly_gst";

/** What the page shows: its HTML without the scripts (which carry the words of every form part). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

const whatsappConsentsOf = (email: string) =>
  server.query<{ subject: string }>("select subject from consents where email = $1 and purpose = 'whatsapp'", [
    email.toLowerCase(),
  ]);

test("the booking form has no WhatsApp box, and one sent anyway books as without it", async () => {
  const jar = new CookieJar();
  const added = await send(server.origin, {
    method: "POST",
    path: "/cart",
    headers: { "Content-Type": FORM_TYPE },
    body: form({ intent: "add", item: ITEM, redirectTo: "/cart-page" }),
  });
  jar.store(added.headers);
  const page = await send(server.origin, { method: "GET", path: "/cart-page", headers: { Cookie: jar.header() } });
  expect(page.status).toBe(200);
  expect(page.body).toContain('name="phone"');
  expect(page.body).not.toContain('name="whatsapp"');
  expect(shown(page.body)).not.toContain("WhatsApp to this number");

  // A number WhatsApp could not take, with a forged box: not refused, and no opt-in.
  const email = `client-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await send(server.origin, {
    method: "POST",
    path: "/cart-page",
    headers: { "Content-Type": FORM_TYPE },
    body: form({
      name: "Asha Rao",
      phone: "+44 7700 900123",
      email,
      items: JSON.stringify([[ITEM, 1]]),
      consent: "on",
      whatsapp: "on",
    }),
  });
  expect(booked.status).toBe(302);
  expect(await whatsappConsentsOf(email)).toEqual([]);
});

test("the dashboard and the booking page show no WhatsApp card, and its forms are not taken", async () => {
  const account = await registerVerifiedUser(server);
  const { jar } = await signIn(server, account);
  const { bookingId } = await bookWithoutScript(server, ITEM, account.email);
  const cookie = jar.header();
  for (const path of ["/user-dashboard", `/bookings/${bookingId}`]) {
    const page = await send(server.origin, { method: "GET", path, headers: { Cookie: cookie } });
    expect(page.status, path).toBe(200);
    expect(page.body, path).not.toContain('id="whatsapp"');
    expect(page.body, path).not.toContain('value="whatsapp-opt-in"');
    expect(shown(page.body), path).not.toContain("Stop WhatsApp messages");

    const forged = await send(server.origin, {
      method: "POST",
      path,
      headers: { Cookie: cookie, "Content-Type": FORM_TYPE },
      body: form({ intent: "whatsapp-opt-in", number: "98765 43210", agree: "on" }),
    });
    expect(forged.status, path).toBe(404);
  }
  expect(await whatsappConsentsOf(account.email)).toEqual([]);
});

test("the webhook's body may be Meta's 3 MB and no more, refused before it is read; off, the route is not there", async () => {
  const post = (bytes: number) =>
    fetch(`${server.origin}/webhooks/whatsapp?x=constructor`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": "sha256=00" },
      body: Buffer.alloc(bytes, 0x20),
    });
  expect((await post(2 * 1024 * 1024)).status).toBe(404);
  expect((await post(3 * 1024 * 1024 + 1)).status).toBe(413);
  // Any other form's body stays bounded at 64 KB.
  const other = await fetch(`${server.origin}/enquiry-page`, {
    method: "POST",
    headers: { "Content-Type": FORM_TYPE },
    body: Buffer.alloc(2 * 1024 * 1024, 0x61),
  });
  expect(other.status).toBe(413);
});
