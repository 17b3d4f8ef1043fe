// The booking and enquiry forms in Hindi and Odia as a browser without
// JavaScript posts them (issue 39): the page's language says the messages
// (the spec's English stays on the English page), a booking keeps the
// language it was made in, and it lands on the confirmation in that language.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { CookieJar, FORM_TYPE, form, send } from "#tests/security/server.ts";

const server = connectSharedServer();

const ITEM = "gst-filing:monthly_gst";

/** A visitor with one service in the cart, as the service page's button leaves it. */
async function withCart(): Promise<CookieJar> {
  const jar = new CookieJar();
  const added = await send(server.origin, {
    method: "POST",
    path: "/cart",
    headers: { "Content-Type": FORM_TYPE },
    body: form({ intent: "add", item: ITEM, redirectTo: "/cart-page" }),
  });
  expect(added.status).toBe(302);
  jar.store(added.headers);
  return jar;
}

/** What the page shows: its HTML without the scripts (the answer's data keeps the messages as the schema wrote them). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  send(server.origin, {
    method: "POST",
    path,
    headers: { "Content-Type": FORM_TYPE, ...(cookie ? { Cookie: cookie } : {}) },
    body: form(fields),
  });

test("the booking form sent empty says what is missing in the page's language, and the spec's English on the English page", async () => {
  const jar = await withCart();
  const items = JSON.stringify([[ITEM, 1]]);
  const hindi = await post("/hi/cart-page", { items }, jar.header());
  expect(hindi.status).toBe(400);
  expect(hindi.body).toContain('<html lang="hi-IN"');
  for (const message of ["कृपया अपना नाम लिखें।", "कृपया अपना फ़ोन नंबर लिखें।", "कृपया अपना ईमेल पता लिखें।"]) {
    expect(hindi.body).toContain(message);
  }
  expect(hindi.body).toContain("आगे बढ़ने के लिए कृपया निजता सूचना पर सहमति दें।");
  expect(shown(hindi.body)).not.toContain("Please enter your name.");

  const english = await post("/cart-page", { items }, jar.header());
  expect(english.status).toBe(400);
  for (const message of [
    "Please enter your name.",
    "Please enter your phone number.",
    "Please enter your email address.",
    "Please agree to the privacy notice to continue.",
  ]) {
    expect(english.body).toContain(message);
  }
});

test("a booking made on the Odia page keeps Odia and lands on the Odia confirmation", async () => {
  const email = `odia-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await post("/or/cart-page", {
    name: "Sabita Das",
    phone: "+91 94370 12345",
    email,
    items: JSON.stringify([[ITEM, 1]]),
    consent: "on",
  });
  expect(booked.status).toBe(302);
  expect(booked.headers.location).toBe("/or/booking-confirmation");
  const [row] = await server.query<{ language: string }>("select language from bookings where email = $1", [email]);
  expect(row?.language).toBe("or");

  const jar = new CookieJar();
  jar.store(booked.headers);
  const confirmation = await send(server.origin, {
    method: "GET",
    path: "/or/booking-confirmation",
    headers: { Cookie: jar.header() },
  });
  expect(confirmation.body).toContain("ଧନ୍ୟବାଦ! ଆପଣଙ୍କ ବୁକିଂ ମିଳିଛି।");
  // The flash toast was said in Odia where it was made.
  expect(confirmation.body).toContain("ଆପଣଙ୍କ ବୁକିଂ ପଠାଯାଇଛି!");
  expect(confirmation.body).not.toContain("Booking submitted successfully!");
});

test("an English booking stays English", async () => {
  const email = `english-${randomUUID().slice(0, 8)}@example.com`;
  const booked = await post("/cart-page", {
    name: "Asha Rao",
    phone: "+91 98765 43210",
    email,
    items: JSON.stringify([[ITEM, 1]]),
    consent: "on",
  });
  expect(booked.headers.location).toBe("/booking-confirmation");
  const [row] = await server.query<{ language: string }>("select language from bookings where email = $1", [email]);
  expect(row?.language).toBe("en");
});

test("the enquiry form sent empty says the spec's one message in Odia", async () => {
  const answer = await post("/or/enquiry-page?send", { noScript: "1" });
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("ଦୟାକରି ସବୁ ଜରୁରୀ ଘର ପୂରଣ କରନ୍ତୁ।");
  expect(answer.body).toContain("ଜିଜ୍ଞାସା ପଠାନ୍ତୁ");
  const english = await post("/enquiry-page?send", { noScript: "1" });
  expect(english.body).toContain("Please fill in all mandatory fields.");
});
