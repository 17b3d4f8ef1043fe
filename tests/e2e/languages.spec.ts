// Issue 39's story, in each language: a client finds a service, books it,
// reads the email about it and follows the booking on its page, all in Hindi
// (or Odia), at phone width; the English pages are the other specs'. With
// SCREENSHOTS=dir, the home, the service page, the cart and the booking page
// are kept at 360 px for each language.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { LANGUAGE_TAGS } from "#app/i18n/languages.ts";
import { readMail } from "#tests/smtp.ts";
import {
  expectNoEnglishWords,
  expectNoWiderThanScreen,
  findEnglishWordsIn,
  uniqueEmail,
  waitForCartAnswer,
} from "./helpers.ts";

const PHONE = { width: 360, height: 740 };

async function keep(page: Page, name: string) {
  await expectNoWiderThanScreen(page, name);
  if (process.env.SCREENSHOTS) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-360.png` });
  }
}

/** The newest message to this address in the server's dev outbox, as sent (subject and parts decoded). */
async function readLatestMail(to: string) {
  const dir = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  let raw = "";
  await expect
    .poll(
      () => {
        const files = readdirSync(dir).sort().reverse();
        raw =
          files.map((file) => readFileSync(path.join(dir, file), "utf8")).find((text) => text.includes(`To: ${to}`)) ??
          "";
        return raw;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return readMail(raw);
}

for (const [language, name, script] of [
  ["hi", "Hindi", /[\u0900-\u097F]/],
  ["or", "Odia", /[\u0B00-\u0B7F]/],
] as const) {
  test(`a client finds a service, books it, reads its email and follows it, all in ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);

    // The home in the language, and a service found from it.
    await page.goto(`/${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[language]);
    await keep(page, `${language}-home`);
    await page.locator(`main a[href="/${language}/gst-filing"]`).first().click();
    await expect(page).toHaveURL(`/${language}/gst-filing`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(script);
    await keep(page, `${language}-service`);

    // The monthly option into the cart, and the booking made there.
    const stored = waitForCartAnswer(page);
    await page.locator('form:has(input[name="item"][value="gst-filing:monthly_gst"]) button[type="submit"]').click();
    expect((await stored).status()).toBeLessThan(400);
    await page.goto(`/${language}/cart-page`);
    const email = uniqueEmail(`client-${language}`);
    await page.locator('input[name="name"]').fill(language === "hi" ? "लीला साहू" : "ଲୀଳା ସାହୁ");
    await page.locator('input[name="phone"]').fill("+91 98765 43210");
    await page.locator('input[name="email"]').fill(email);
    // The privacy notice's box, not the WhatsApp one under the phone.
    await page.locator('input[name="consent"]').check();
    await keep(page, `${language}-cart`);
    await expectNoEnglishWords(page, `/${language}/cart-page`);
    await page.locator("form#customer-details button[type=submit]").last().click();
    await expect(page).toHaveURL(`/${language}/booking-confirmation`, { timeout: 30_000 });
    await expectNoEnglishWords(page, `/${language}/booking-confirmation`);

    // The email about it is in the language, and its button opens the booking in the language.
    const mail = await readLatestMail(email);
    expect(mail.subject).toMatch(script);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(findEnglishWordsIn(mail.text), "English words in the email's text").toEqual([]);
    const link = mail.text.match(
      new RegExp(`http://\\S+/${language}/sign-in-link\\?token=[^\\s"<&]+(?:&[^\\s"<&]+)*`),
    )?.[0];
    expect(link, "the email's link to the booking, in the language").toBeDefined();
    await page.goto(link ?? "");
    await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGE_TAGS[language]);
    await page.locator("main form button[type=submit]").first().click();
    await expect(page).toHaveURL(new RegExp(`/${language}/bookings/ETF-`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(script);
    await keep(page, `${language}-booking`);
    await expectNoEnglishWords(page, `/${language}/bookings`);
  });
}
