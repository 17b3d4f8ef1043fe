// The account pages and the client's own pages in Hindi and Odia (issue 39)
// over HTTP, as the forms post without script: each page in its language
// with <html lang>, the server's messages (a wrong password, a sign-up with
// nothing typed) in the page's language, redirects that stay in it, dates
// and periods in its words; and the English pages with their own words.
import { beforeAll, expect, test } from "vitest";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import {
  bookWithoutScript,
  type CookieJar,
  FORM_TYPE,
  form,
  registerVerifiedUser,
  send,
  signIn,
} from "#tests/security/server.ts";

const server = connectSharedServer();

let client: { email: string; password: string; jar: CookieJar };
beforeAll(async () => {
  const account = await registerVerifiedUser(server);
  client = { ...account, jar: (await signIn(server, account)).jar };
});

const get = (path: string, jar?: CookieJar) =>
  send(server.origin, { method: "GET", path, headers: jar ? { Cookie: jar.header() } : {} });

const post = (path: string, fields: Record<string, string>) =>
  send(server.origin, { method: "POST", path, headers: { "Content-Type": FORM_TYPE }, body: form(fields) });

test("the login page in each language, and a wrong password said in it", async () => {
  const hindi = await get("/hi/login");
  expect(hindi.status).toBe(200);
  expect(hindi.body).toContain('<html lang="hi-IN"');
  expect(hindi.body).toMatch(/<h1[^>]*>लॉग इन<\/h1>/);
  expect(hindi.body).toContain("अपनी बुकिंग देखने के लिए लॉग इन करें।");
  const odia = await get("/or/login");
  expect(odia.body).toContain('<html lang="or-IN"');
  expect(odia.body).toMatch(/<h1[^>]*>ଲଗ ଇନ<\/h1>/);
  const english = await get("/login");
  expect(english.body).toContain('<html lang="en-IN"');
  expect(english.body).toMatch(/<h1[^>]*>Login<\/h1>/);
  expect(english.body).toContain("Log in to see your bookings.");

  const wrong = { email: client.email, password: "Not-the-password-9" };
  const refusedInHindi = await post("/hi/login", wrong);
  expect(refusedInHindi.status).toBe(401);
  expect(refusedInHindi.body).toContain("ईमेल या पासवर्ड गलत है");
  expect(refusedInHindi.body).not.toContain("Email or password is incorrect");
  const refusedInEnglish = await post("/login", wrong);
  expect(refusedInEnglish.status).toBe(401);
  expect(refusedInEnglish.body).toContain("Email or password is incorrect");
});

test("a sign-up with nothing typed is refused in the page's language", async () => {
  const odia = await post("/or/signup", {});
  expect(odia.status).toBe(400);
  expect(odia.body).toContain('<html lang="or-IN"');
  for (const message of [
    "ଦୟାକରି ଆପଣଙ୍କ ନାମ ଲେଖନ୍ତୁ।",
    "ଦୟାକରି ଆପଣଙ୍କ ଇମେଲ ଠିକଣା ଲେଖନ୍ତୁ",
    "ଦୟାକରି ଆପଣଙ୍କ ଫୋନ ନମ୍ବର ଲେଖନ୍ତୁ।",
    "ଦୟାକରି ଆପଣଙ୍କ ପାସୱାର୍ଡ ଲେଖନ୍ତୁ",
    "ଦୟାକରି ଆମର ନିୟମ ଓ ସର୍ତ୍ତାବଳୀ ସ୍ୱୀକାର କରନ୍ତୁ।",
  ]) {
    expect(odia.body).toContain(message);
  }
  const english = await post("/signup", {});
  expect(english.status).toBe(400);
  expect(english.body).toContain("Please enter your name.");
  expect(english.body).toContain("Please accept our terms and conditions!");
  expect(english.body).toContain("At least 6 characters, with at least one uppercase letter; not a common password.");
});

test("logging in from a Hindi page lands in Hindi; a guard sends a Hindi visitor to the Hindi login", async () => {
  const account = await registerVerifiedUser(server);
  const home = await post("/hi/login", account);
  expect(home.status).toBe(302);
  expect(home.headers.location).toBe("/hi");
  const back = await post("/or/login", { ...account, redirectTo: "/filed-returns" });
  expect(back.headers.location).toBe("/or/filed-returns");

  const guarded = await get("/hi/user-dashboard");
  expect(guarded.status).toBe(302);
  expect(guarded.headers.location).toBe(`/hi/login?${new URLSearchParams({ redirectTo: "/hi/user-dashboard" })}`);
});

test("the dashboard, the filed returns and the data page in Hindi and Odia, with dates and periods in their words", async () => {
  const { bookingId } = await bookWithoutScript(server, "gst-filing:monthly_gst", client.email);
  // GSTR-3B for September 2026, due on 20 October, filed on the 25th: 5 days late.
  await server.query(
    `insert into filings (booking_id, form, period, due_on, filed_on, acknowledgement, recorded_by)
     values ($1, 'GSTR-3B', '2026-09', '2026-10-20', '2026-10-25', 'AA2109260654321', 'test')`,
    [bookingId],
  );

  const dashboard = await get("/hi/user-dashboard", client.jar);
  expect(dashboard.status).toBe(200);
  expect(dashboard.body).toContain('<html lang="hi-IN"');
  expect(dashboard.body).toMatch(/<h1[^>]*>मेरी बुकिंग<\/h1>/);
  expect(dashboard.body).toContain(bookingId);
  expect(dashboard.body).toContain("बुकिंग की तारीख");
  // Its status and stage in the booking page's words.
  expect(dashboard.body).toContain("काम चल रहा है");
  expect(dashboard.body).toContain("बुकिंग हुई");
  expect(dashboard.body).toContain('href="/hi/filed-returns"');
  expect((await get("/user-dashboard", client.jar)).body).toMatch(/<h1[^>]*>My bookings<\/h1>/);

  const odia = await get("/or/filed-returns", client.jar);
  expect(odia.status).toBe(200);
  expect(odia.body).toMatch(/<h1[^>]*>ଦାଖଲ ହୋଇଥିବା ରିଟର୍ଣ୍ଣ<\/h1>/);
  expect(odia.body).toContain("ଆର୍ଥିକ ବର୍ଷ 2026-27");
  expect(odia.body).toContain("ସେପ୍ଟେମ୍ବର 2026ର GSTR-3B");
  expect(odia.body).toContain("25 ଅକ୍ଟୋବର 2026ରେ ଦାଖଲ ହେଲା");
  expect(odia.body).toContain(" (5 ଦିନ ଡେରିରେ)");
  const english = await get("/filed-returns", client.jar);
  expect(english.body).toContain("GSTR-3B for September 2026");
  expect(english.body).toContain("Filed on 25 Oct 2026");
  expect(english.body).toContain(" (5 days late)");

  const data = await get("/hi/my-data", client.jar);
  expect(data.status).toBe(200);
  expect(data.body).toMatch(/<h1[^>]*>आपका डेटा<\/h1>/);
  expect(data.body).toContain("इसे मिटाने के लिए कहें");
  expect((await get("/my-data", client.jar)).body).toMatch(/<h1[^>]*>Your data<\/h1>/);
});
