// The due dates in Hindi and Odia (issue 39): the calendar's words, each
// entry's name, who and late fee in the page's language, its source cited in
// English; the reminders' form answers in the language, its email is written
// in it and its links open in it. The English page keeps its words.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { getDueDateText } from "#app/catalog/due-date-text.ts";
import { getUpcomingDueDates } from "#app/catalog/due-dates.ts";
import { formatCalendarMonth, getTodayInIndia } from "#app/format-date.ts";
import { connectSharedServer } from "#tests/http/shared-server.ts";
import { FORM_TYPE, form, send } from "#tests/security/server.ts";

const server = connectSharedServer();

const get = (path: string) => send(server.origin, { method: "GET", path, headers: {} });
const post = (path: string, fields: Record<string, string>) =>
  send(server.origin, { method: "POST", path, headers: { "Content-Type": FORM_TYPE }, body: form(fields) });
/** What a page shows, without its scripts (the loader data travels there in every language). */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** The first GSTR-3B of a monthly filer from today, as the calendar shows it. */
const firstGstr3b = () => {
  const due = getUpcomingDueDates({ profile: "gst-monthly", from: getTodayInIndia() }).find(
    (each) => each.ruleId === "gstr-3b-monthly",
  );
  if (!due) throw new Error("No GSTR-3B in the coming year");
  return due;
};

test("the English calendar keeps its English words", async () => {
  const page = await get("/tools/due-dates?profile=gst-monthly");
  expect(page.status).toBe(200);
  expect(page.body).toContain('<html lang="en-IN"');
  for (const words of [
    "I am a",
    "Show every date",
    "Subscribe in your calendar",
    "Download .ics",
    "Email me 3 days before each date",
    "Send me reminders",
    "Business under GST, monthly returns",
    `>${formatCalendarMonth(firstGstr3b().date)}</h2>`,
    `${firstGstr3b().name}<!-- --> <span`,
    `Who: ${firstGstr3b().who}`,
    "If late: ₹50 a day (₹20 for nil returns)",
  ]) {
    expect(page.body, words).toContain(words);
  }
  expect(page.body).not.toContain("Only in English for now");
  expect(shown(page.body)).not.toContain('lang="en-IN" class="mt-1 text-xs');
});

test.each([
  {
    language: "hi" as const,
    tag: "hi-IN",
    title: "अगले 12 महीनों की टैक्स अंतिम तिथियाँ: GST, आयकर, TDS और ROC",
    words: ["आप कौन हैं", "सभी तिथियाँ दिखाएँ", "हर तिथि से 3 दिन पहले मुझे ईमेल भेजें", "देर होने पर: ₹50 प्रतिदिन"],
  },
  {
    language: "or" as const,
    tag: "or-IN",
    title: "ଆଗାମୀ 12 ମାସର ଟିକସ ଶେଷ ତାରିଖ: GST, ଆୟକର, TDS ଓ ROC",
    words: ["ଆପଣ କିଏ", "ସମସ୍ତ ତାରିଖ ଦେଖାନ୍ତୁ", "ପ୍ରତି ତାରିଖର 3 ଦିନ ପୂର୍ବରୁ ମୋତେ ଇମେଲ ପଠାନ୍ତୁ", "ବିଳମ୍ବ ହେଲେ: ଦିନକୁ ₹50"],
  },
])(
  "the calendar in $language: heading, entries and months in the language, sources cited in English",
  async ({ language, tag, title, words }) => {
    const page = await get(`/${language}/tools/due-dates?profile=gst-monthly`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<html lang="${tag}"`);
    expect(page.body).toContain(`>${title}</h1>`);
    const due = firstGstr3b();
    const text = getDueDateText(due, language);
    expect(text.name).not.toBe(due.name);
    expect(page.body).toContain(`>${text.name}<!-- --> <span`);
    expect(page.body).toContain(`>${formatCalendarMonth(due.date, language)}</h2>`);
    for (const word of words) expect(page.body, word).toContain(word);
    // The source as the law cites it, marked English for the walk and for screen readers.
    expect(page.body).toContain(`<p lang="en-IN" class="mt-1 text-xs text-slate-500">${due.source}</p>`);
    const body = shown(page.body);
    for (const english of ["I am a", "Who: ", "If late: ", "Email me 3 days", `${due.name}<!-- --> <span`]) {
      expect(body, english).not.toContain(english);
    }
  },
);

test("the reminders' form answers in the page's language; its email and links are in it too", async () => {
  expect((await post("/tools/due-dates", { email: "nope", profile: "salaried" })).body).toContain(
    "Please enter a valid email address.",
  );
  const wrong = await post("/hi/tools/due-dates", { email: "nope", profile: "salaried" });
  expect(wrong.status).toBe(400);
  expect(wrong.body).toContain("कृपया सही ईमेल पता लिखें।");
  expect(shown(wrong.body)).not.toContain("Please enter a valid email address.");

  const email = `due-${randomUUID().slice(0, 8)}@example.com`;
  const asked = await post("/or/tools/due-dates", { email, profile: "gst-qrmp" });
  expect(asked.status).toBe(200);
  expect(asked.body).toContain("ଆପଣଙ୍କ ଇନବକ୍ସ ଦେଖନ୍ତୁ: ନିଶ୍ଚିତ କରିବା ପାଇଁ ଆମେ ଆପଣଙ୍କୁ ଏକ ଲିଙ୍କ ପଠାଇଛୁ।");

  const [mail] = await server.query<{ subject: string; text: string }>(
    `select subject, text from outbox where "to" = $1`,
    [email],
  );
  expect(mail?.subject).toBe("ଟିକସ ଶେଷ ତାରିଖର ରିମାଇଣ୍ଡର ନିଶ୍ଚିତ କରନ୍ତୁ");
  const link = /https?:\/\/\S+\/or\/tools\/due-dates\/confirm\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
  expect(link, mail?.text).not.toBe("");

  const confirmPage = await get(pathOf(link));
  expect(confirmPage.status).toBe(200);
  expect(confirmPage.body).toContain('<html lang="or-IN"');
  expect(confirmPage.body).toContain(">ଆପଣଙ୍କ ରିମାଇଣ୍ଡର ନିଶ୍ଚିତ କରନ୍ତୁ</h1>");
  const token = new URL(link).searchParams.get("token") ?? "";
  const confirmed = await post(pathOf(link), { token });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toContain(">ଆପଣଙ୍କ ରିମାଇଣ୍ଡର ଚାଲୁ ହେଲା</h1>");
  expect(confirmed.body).toContain("ଏମାନଙ୍କ ପାଇଁ: GSTରେ ପଞ୍ଜୀକୃତ ବ୍ୟବସାୟ, ତ୍ରୈମାସିକ ରିଟର୍ଣ୍ଣ (QRMP)।");

  const unsubscribed = await get(`/or/tools/due-dates/unsubscribe?token=${token}`);
  expect(unsubscribed.status).toBe(200);
  expect(unsubscribed.body).toContain(">ରିମାଇଣ୍ଡର ବନ୍ଦ ହେଲା</h1>");
  expect(unsubscribed.body).toContain(">ଶେଷ ତାରିଖ ଦେଖନ୍ତୁ</a>");
  const stale = await get("/hi/tools/due-dates/unsubscribe?token=unknown");
  expect(stale.status).toBe(404);
  expect(stale.body).toContain(">यह लिंक अब मान्य नहीं है</h1>");
  const english = await get("/tools/due-dates/unsubscribe?token=unknown");
  expect(english.body).toContain(">This link is not valid any more</h1>");
  expect(english.body).toContain(">See the due dates</a>");
});
