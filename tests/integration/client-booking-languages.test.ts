// Issue 39: the client's booking page in Hindi and Odia. The loader's dates
// and words and the action's answers follow the page's language (/hi, /or);
// the English page keeps its words.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { registerUser } from "#app/accounts/accounts.server.ts";
import { postMessage } from "#app/bookings/booking-work.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { bookingEvents, bookingItems, bookings, user } from "#app/db/schema.ts";
import { action as bookingAction, loader as bookingLoader } from "#app/routes/client-booking.tsx";
import { setupTestDatabase } from "#tests/database.ts";
import { callRoute, settle } from "#tests/route-call.ts";
import { signInCookie } from "#tests/sessions.ts";

setupTestDatabase();

async function clientWithBooking() {
  const email = `client-${randomUUID()}@example.com`;
  await registerUser({
    name: "Asha Rao",
    email,
    phone: "+91 98765 43210",
    password: "Secret1",
    headers: new Headers(),
  });
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await getDb()
    .insert(bookings)
    .values({ bookingId, customerName: "Asha Rao", email, phone: "+91 98765 43210", dueOn: "2026-12-15" });
  await getDb().insert(bookingEvents).values({ bookingId, stage: "Booked" });
  await getDb().insert(bookingItems).values({
    bookingId,
    serviceId: "income-tax-filing",
    optionId: "individual",
    title: "Income Tax Filing – Individual (ITR-1 / ITR-2)",
    charge: 1000,
    quantity: 1,
  });
  return { bookingId, cookie: await signInCookie(email, "Secret1") };
}

type Page = {
  booking: { createdAt: string; nothingToDo: string; messages: { at: string }[] };
  meta: { title: string };
};

const open = async (path: string, bookingId: string, cookie: string) =>
  (await settle(callRoute(bookingLoader, path, { cookie, params: { bookingId } }))).body as Page;

const post = async (path: string, bookingId: string, cookie: string, form: Record<string, string>) =>
  (await settle(callRoute(bookingAction, path, { cookie, params: { bookingId }, form }))).body as { notice?: string };

test("the Hindi and Odia pages give their dates, the card's words and the title in their language", async () => {
  const { bookingId, cookie } = await clientWithBooking();
  await postMessage({ bookingId, author: "firm", authorId: null, body: "Please send your Form 16." });

  const english = await open(`/bookings/${bookingId}`, bookingId, cookie);
  expect(english.meta.title).toBe("Your booking");
  expect(english.booking.createdAt).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, .* IST$/);
  expect(english.booking.nothingToDo).toBe("Nothing waits on you. We expect to finish by 15 Dec 2026.");

  const hindi = await open(`/hi/bookings/${bookingId}`, bookingId, cookie);
  expect(hindi.meta.title).toBe("आपकी बुकिंग");
  expect(hindi.booking.nothingToDo).toBe("आपकी ओर से कुछ बाकी नहीं है। हम 15 दिसंबर 2026 तक काम पूरा कर देने की उम्मीद रखते हैं।");
  expect(hindi.booking.createdAt).toMatch(
    /^\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|नवंबर|दिसंबर) \d{4}, /,
  );
  expect(hindi.booking.messages[0]?.at).not.toMatch(/[A-Z][a-z]{2} \d{4}/);

  const odia = await open(`/or/bookings/${bookingId}`, bookingId, cookie);
  expect(odia.meta.title).toBe("ଆପଣଙ୍କ ବୁକିଂ");
  expect(odia.booking.nothingToDo).toContain("15 ଡିସେମ୍ବର 2026");
});

test("the page's answers are in the language it was posted from; English keeps its words", async () => {
  const { bookingId, cookie } = await clientWithBooking();
  const message = { intent: "message", body: "I have sent the PAN." };
  expect((await post(`/bookings/${bookingId}`, bookingId, cookie, message)).notice).toBe(
    "Your message has been sent. We will reply here and email you.",
  );
  expect((await post(`/hi/bookings/${bookingId}`, bookingId, cookie, message)).notice).toBe(
    "आपका संदेश भेज दिया गया है। हम यहीं जवाब देंगे और आपको ईमेल भी करेंगे।",
  );
  expect((await post(`/or/bookings/${bookingId}`, bookingId, cookie, message)).notice).toBe(
    "ଆପଣଙ୍କ ବାର୍ତ୍ତା ପଠାଯାଇଛି। ଆମେ ଏଠାରେ ଉତ୍ତର ଦେବୁ ଏବଂ ଆପଣଙ୍କୁ ଇମେଲ କରିବୁ।",
  );
  // A stranger asking for a fresh link hears it in the page's language too.
  const link = await post(`/hi/bookings/${bookingId}`, bookingId, "", { intent: "send-link" });
  expect(link.notice).toMatch(/^अगर यह बुकिंग मौजूद है/);
});
