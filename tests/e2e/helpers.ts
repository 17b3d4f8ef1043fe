import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { SCROLL_TO_TOP_THRESHOLD_PX } from "#app/components/floating-actions.tsx";
import { findEnglishWords, LOAN_WORDS } from "#app/i18n/glossary.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import { decodeQuotedPrintable, withoutReference } from "#tests/smtp.ts";
import { nextAppCode, secretFrom } from "#tests/totp.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "";

/**
 * The signed-in admin that tests/e2e/accounts.setup.ts makes once per run:
 * `test.use({ storageState: ADMIN_STATE })`, or signInAsAdmin(page). Only for
 * tests about what staff do that neither sign out, change the account nor
 * count what the admin owns (those make their own with createAdmin).
 */
export const ADMIN_STATE = path.join(DATA_DIR, "admin-state.json");
const SEEDED_ADMIN = path.join(DATA_DIR, "seeded-admin.json");

type Account = { email: string; password: string };

export function writeSeededAdmin(admin: Account) {
  writeFileSync(SEEDED_ADMIN, JSON.stringify(admin));
}

/**
 * Signs the page's browser context in as the seeded admin, for a test about
 * what staff do rather than about signing in; the admin's details.
 */
export async function signInAsAdmin(page: Page): Promise<Account> {
  const state = JSON.parse(readFileSync(ADMIN_STATE, "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(state.cookies);
  return JSON.parse(readFileSync(SEEDED_ADMIN, "utf8"));
}

/**
 * The cart's answer to a card's click. The card shows itself selected at
 * once; the cookie comes with this answer (a fetcher's 200, or without
 * JavaScript the redirect back to the page).
 */
export function waitForCartAnswer(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname.startsWith("/cart") && response.request().method() === "POST",
  );
}

/**
 * A cart with one option of a service, chosen on the service's page (the
 * first card named `option`), and the cart's customer form filled in with
 * the consent ticked: the booking is one "Proceed to Checkout" away.
 */
export async function fillCart(
  page: Page,
  {
    service,
    option,
    name,
    phone,
    email,
  }: { service: string; option: string | RegExp; name: string; phone: string; email: string },
) {
  await page.goto(service);
  const stored = waitForCartAnswer(page);
  await page.getByRole("button", { name: option }).first().click();
  await stored;
  await page.goto("/cart-page");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Phone").fill(phone);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("checkbox", CONSENT_BOX).check();
}

/**
 * The required box of the booking, enquiry and partner forms (issue 22.5).
 * Its neighbour "Email me reminders…" also contains "Email": those forms'
 * email field is found with getByLabel("Email", { exact: true }).
 */
export const CONSENT_BOX = { name: /^I agree that .+ uses these details/ };

export function uniqueEmail(prefix = "client"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * The messages in the server's dev outbox, newest first, read one by one as
 * they are asked for: quoted-printable undone once, whole, so texts and links
 * can be searched as written.
 */
function* outboxMessages(): Generator<string> {
  const dir = path.join(DATA_DIR, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return;
  }
  for (const file of files) yield decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8"));
}

/** The newest message to this address in the server's dev outbox, waiting for it to arrive. */
export async function readMail(to: string, subject: string): Promise<string> {
  let found = "";
  await expect
    .poll(
      () => {
        for (const text of outboxMessages()) {
          if (text.includes(`To: ${to}`) && withoutReference(readSubject(text)).startsWith(subject)) {
            found = text;
            return text;
          }
        }
        return "";
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return found;
}

/**
 * The subjects of every message to this address so far, oldest first (only
 * those that mention `about`, when given: the firm's inbox is every test's).
 */
export function mailSubjects(to: string, about = ""): string[] {
  return [...outboxMessages()]
    .filter((text) => text.includes(`To: ${to}`) && text.includes(about))
    .map(readSubject)
    .reverse();
}

/** A mail's subject, unfolded: a long one is folded onto more lines (RFC 5322, 2.2.3). */
export function readSubject(mail: string): string {
  const head = mail.slice(0, mail.indexOf("\n\n")).replace(/\r?\n(?=[ \t])/g, "");
  return head.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? "";
}

/** The first link matching the pattern in a mail from readMail. */
export function getLink(mail: string, pattern: RegExp): string {
  const match = mail.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern}`);
  return match[0];
}

/** Registers through the form and verifies through the emailed link, as a person would. */
export async function registerVerifiedUser(page: Page, options: { name?: string; password?: string } = {}) {
  const email = uniqueEmail();
  const password = options.password ?? "Tulsi-ledger7";
  const name = options.name ?? "Asha Rao";
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+91 98765 43210");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Register" }).click();
  // Hashing the password takes its time, as at login (see logIn).
  await expect(page).toHaveURL(/\/login\?sent=1$/, { timeout: 20_000 });
  const mail = await readMail(email, "Verify your email address");
  await page.goto(getLink(mail, /http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/));
  await expect(page).toHaveURL(/\/login\?verified=1/);
  return { email, password, name };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  // Password hashing is deliberately slow; on a busy machine give it time.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await finishAdminSignIn(page, email, password);
}

/**
 * Waits for a sign-in's toast to fade out ("Logged in successfully", or an
 * admin's "Two-factor sign-in is on."): axe reads a toast half-transparent.
 */
export async function waitForSignInToasts(page: Page) {
  await expect(page.getByText(/^(Logged in successfully|Two-factor sign-in is on\.)$/)).toHaveCount(0, {
    timeout: 10_000,
  });
}

/** The authenticator secrets of the admins this worker has signed in. */
const appSecrets = new Map<string, string>();

/**
 * An admin's sign-in goes on as a person's would: setting up two-factor the
 * first time (no staff page opens before), a code of the app after.
 */
async function finishAdminSignIn(page: Page, email: string, password: string) {
  const { pathname } = new URL(page.url());
  if (pathname === "/two-factor-setup") {
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    const secret = secretFrom(`<code>${(await page.locator("code").textContent()) ?? ""}</code>`);
    appSecrets.set(email, secret);
    await page.getByLabel("Code from the app").fill(await nextAppCode(secret));
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await expect(page).not.toHaveURL(/\/two-factor-setup/, { timeout: 20_000 });
  } else if (pathname === "/two-factor") {
    const secret = appSecrets.get(email);
    if (!secret) throw new Error(`${email} has two-factor on, set up outside this worker`);
    await page.getByLabel("Code").fill(await nextAppCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).not.toHaveURL(/\/two-factor/, { timeout: 20_000 });
  }
}

/**
 * Registers and verifies as registerVerifiedUser does, but posts the sign-up
 * form over HTTP (as a browser without JavaScript would) instead of loading
 * pages: for tests about what a user does next, not about signing up (that is
 * accounts.spec.ts). The browser page is not moved.
 */
export async function registerVerifiedUserByRequest(page: Page, options: { name?: string; password?: string } = {}) {
  const email = uniqueEmail();
  const password = options.password ?? "Tulsi-ledger7";
  const name = options.name ?? "Asha Rao";
  const signUp = await page.request.post("/signup", {
    form: { name, email, phone: "+91 98765 43210", password, terms: "on" },
    maxRedirects: 0,
  });
  expect(signUp.status(), await signUp.text()).toBe(302);
  expect(signUp.headers().location).toBe("/login?sent=1");
  const mail = await readMail(email, "Verify your email address");
  const verify = await page.request.get(getLink(mail, /http:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/), {
    maxRedirects: 0,
  });
  expect(verify.headers().location).toMatch(/\/login\?verified=1/);
  return { email, password, name };
}

/**
 * Logs in as logIn does, but posts the login form over HTTP: the session
 * cookie lands in the page's browser context without loading the page.
 */
export async function logInByRequest(page: Page, email: string, password: string) {
  const post = (url: string, form: Record<string, string>) => page.request.post(url, { form, maxRedirects: 0 });
  let response = await post("/login", { email, password });
  expect(response.status(), await response.text()).toBe(302);
  const location = new URL(response.headers().location ?? "/", "http://localhost");
  expect(location.pathname).not.toMatch(/^\/login/);
  // An admin's sign-in goes on: setting up two-factor the first time, a code of the app after.
  const redirectTo = location.searchParams.get("redirectTo") ?? "/admin-dashboard";
  if (location.pathname === "/two-factor-setup") {
    const started = await post("/two-factor-setup", { intent: "start", password });
    const secret = secretFrom(await started.text());
    appSecrets.set(email, secret);
    response = await post("/two-factor-setup", { intent: "confirm", code: await nextAppCode(secret), redirectTo });
  } else if (location.pathname === "/two-factor") {
    const secret = appSecrets.get(email);
    if (!secret) throw new Error(`${email} has two-factor on, set up outside this worker`);
    response = await post("/two-factor", { code: await nextAppCode(secret), redirectTo });
  }
  expect(response.status(), await response.text()).toBe(302);
}

/** Makes an admin with the project's own command, against the test server's database. */
export function createAdmin(): { email: string; password: string } {
  const email = uniqueEmail("admin");
  const password = "Firm-Admin-Pass-26";
  const databaseUrl = readFileSync(path.join(DATA_DIR, "e2e-database-url"), "utf8").trim();
  // Node with tsx's loader, not `npx tsx`: one process instead of three.
  execFileSync(
    process.execPath,
    ["--import", "tsx", "scripts/create-admin.ts", "--email", email, "--name", "Firm Admin", "--password", password],
    {
      env: {
        ...process.env,
        DATA_DIR,
        EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    },
  );
  return { email, password };
}

/** Runs one query on the test server's database (embedded, or TEST_DATABASE_URL's). */
export async function queryDatabase<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import("pg");
  const configured = readFileSync(path.join(DATA_DIR, "e2e-database-url"), "utf8").trim();
  const password = configured ? "" : readFileSync(path.join(DATA_DIR, "pg-password"), "utf8").trim();
  const url =
    configured || `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${process.env.E2E_PG_PORT}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export const PDF = (text = "tax papers") => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);
export const ZIP = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);

/**
 * axe on a page, run inside the page itself ("legacy mode"): the default
 * opens a second, blank page to merge the results of every frame, which costs
 * two to three times the check itself, and our pages have no frames. Toasts
 * are left out: one shown while axe runs is read half-transparent as it fades
 * in or out (a flash message's toast comes once its library has loaded, so
 * waiting before the check does not catch it); the library's colours are
 * dark on white.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().exclude("[data-rht-toaster]");
}

/**
 * Hydrated: React has taken over the server's HTML (its fiber is on the
 * body), and a frame later its effects have run and a mismatch would have
 * been reported.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** WCAG A/AA with axe, and every part inside a landmark (the floating buttons too; issue 18.8). */
export async function expectAccessible(page: Page, what = "the page") {
  const results = await axeOn(page)
    .options({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      rules: { region: { enabled: true } },
      // Details of the violations only: the passes' details cost as much as the checks.
      resultTypes: ["violations"],
    })
    .analyze();
  const serious = results.violations
    .filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "region",
    )
    .map((violation) => `${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(serious, `${what}: accessibility`).toEqual([]);
}

/** Nothing wider than the viewport; a failure names the innermost elements that stick out. */
export async function expectNoWiderThanScreen(page: Page, what = "the page") {
  const { width, viewport, culprits } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    culprits: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.parentElement?.closest(".overflow-x-auto"))
      .reverse()
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
  }));
  expect(width, `${what} is ${width} px wide: ${culprits.join(" | ")}`).toBeLessThanOrEqual(viewport);
}

/** Proper names a Hindi or Odia page or email shows in Latin letters: the firm's, its people's, its address. */
const PROPER_NAMES = [
  SAMPLE_SITE_CONFIG.name,
  SAMPLE_SITE_CONFIG.address,
  SAMPLE_SITE_CONFIG.grievanceOfficer.name,
  ...SAMPLE_SITE_CONFIG.partners.map((partner) => partner.name),
].flatMap((name) => name.match(/[A-Za-z]+/g) ?? []);

const LATIN_WORDS_ALLOWED = new Set([...LOAN_WORDS, ...PROPER_NAMES.map((word) => word.toLowerCase())]);

/**
 * The English words of a Hindi or Odia text (issue 39.6): words in Latin
 * letters that are neither a loan word of the glossary
 * (app/i18n/glossary.ts) nor a proper name of the firm. E-mail addresses,
 * web addresses and booking, invoice and credit-note ids are not words.
 */
export function findEnglishWordsIn(text: string): string[] {
  const words = text.replace(/\S+@\S+|https?:\/\/\S+|\b(?:ETF|INV|CN)-[\w-]+/g, " ");
  return [...new Set(findEnglishWords(words, LATIN_WORDS_ALLOWED))];
}

/**
 * A Hindi or Odia page shows no English: nothing it shows or says (text,
 * screen-reader text, labels, placeholders, titles, alternative text) has
 * English words (findEnglishWordsIn). Text marked as English (`lang="en…"`:
 * a guide's title, the switch's "English") is English on purpose.
 */
export async function expectNoEnglishWords(page: Page, what: string) {
  const text = await page.evaluate(() => {
    const english = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest("[lang]")?.getAttribute("lang")?.startsWith("en");
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest("script, style, noscript, template") || english(node)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) texts.push(element.getAttribute(name) ?? "");
    }
    texts.push(document.title);
    return texts.join(" ");
  });
  expect(findEnglishWordsIn(text), `${what}: English words on a translated page`).toEqual([]);
}

/** Accessible and no wider than the screen, as the page walk checks every page. */
export async function expectReadable(page: Page, what = "the page") {
  await expectAccessible(page, what);
  await expectNoWiderThanScreen(page, what);
}

/** What a visitor could tap or read as a status, for the floating buttons' check. */
const CONTROLS =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, label, [tabindex]:not([tabindex='-1']), li:has(a[class~='after:inset-0']), [role=status], [role=alert], [aria-live], output";

/** Where the floating buttons are now, and what a visitor could tap or read under them. */
type FloatingButtons = {
  /** The WhatsApp button is there, whole on the screen, and nothing lies over its middle. */
  chatShown: boolean;
  /** The controls and status texts whose visible part is under a floating button, as "tag: text". */
  covered: string[];
  /** The controls and status texts behind the buttons' opaque dock (the phone's), as "tag: text". */
  behindDock: string[];
};

/** Reads the floating buttons (app/components/floating-actions.tsx) after the page has settled from a scroll. */
export async function readFloatingButtons(page: Page): Promise<FloatingButtons | null> {
  const [here] = await inspectFloatingButtons(page, [null]);
  return here?.floating ?? null;
}

/**
 * Reads the floating buttons at each scroll position given (null: where the page is), in the browser in
 * one go: a round trip per position made the walk of a long page take over a minute on a loaded machine.
 * A box is read right after a scroll (layout is synchronous); the buttons themselves change only when the
 * scroll crosses the scroll-to-top button's threshold (app/components/floating-actions.tsx), and then on
 * the frame after the next: two frames are waited there, at the first position and at the last.
 */
function inspectFloatingButtons(page: Page, steps: (number | null)[]) {
  return page.evaluate(
    async ({ steps, selector, threshold }) => {
      const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`;
      const meets = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      const aside = document.querySelector("aside[aria-label='Quick contact']");
      // Whether a control shows does not change as the page scrolls: found once.
      const controls = [...document.querySelectorAll(selector)].filter((element) => {
        if (aside?.contains(element)) return false;
        const box = element.getBoundingClientRect();
        // The 1 px boxes of text kept for screen readers only (sr-only) show nothing.
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === "visible";
      });
      const read = () => {
        if (!aside) return null;
        // A dock hides what scrolls behind it when it is opaque and as wide as the screen.
        const dockBox = aside.getBoundingClientRect();
        const opaque = /^rgb\(/.test(getComputedStyle(aside).backgroundColor);
        const dock = opaque && dockBox.left <= 0 && dockBox.right >= window.innerWidth ? dockBox : null;
        const buttons = [...aside.querySelectorAll("a, button")].map((element) => element.getBoundingClientRect());
        const chat = aside.querySelector("a[href^='https://wa.me/']");
        const chatBox = chat?.getBoundingClientRect();
        const chatShown =
          !!chat &&
          !!chatBox &&
          chatBox.width > 0 &&
          chatBox.top >= 0 &&
          chatBox.left >= 0 &&
          chatBox.bottom <= window.innerHeight &&
          chatBox.right <= window.innerWidth &&
          getComputedStyle(chat).visibility === "visible" &&
          Number(getComputedStyle(aside).opacity) === 1 &&
          chat.contains(document.elementFromPoint(chatBox.left + chatBox.width / 2, chatBox.top + chatBox.height / 2));
        const covered = controls.filter((element) => {
          const box = element.getBoundingClientRect();
          // The part of it that shows: above the dock, if there is one.
          const shown = dock ? new DOMRect(box.x, box.y, box.width, Math.min(box.bottom, dock.top) - box.top) : box;
          return shown.height > 0 && buttons.some((button) => meets(shown, button));
        });
        const behindDock = dock ? controls.filter((element) => meets(element.getBoundingClientRect(), dock)) : [];
        return { chatShown, covered: covered.map(describe), behindDock: behindDock.map(describe) };
      };
      const seen = [];
      for (const [index, y] of steps.entries()) {
        const before = window.scrollY;
        if (y !== null) window.scrollTo({ top: y, behavior: "instant" });
        const crossed = before > threshold !== window.scrollY > threshold;
        if (index === 0 || index === steps.length - 1 || crossed) await frames();
        seen.push({ y, floating: read() });
      }
      return seen;
    },
    { steps, selector: CONTROLS, threshold: SCROLL_TO_TOP_THRESHOLD_PX },
  );
}

/**
 * The floating buttons keep their promise (issue 36.8), scrolled from the top of the page to its end in
 * steps: on a public page the WhatsApp button is shown at every step, and no control or status text shows
 * under either button; at the end nothing is left behind the phone's dock. A staff page has none.
 */
export async function expectFloatingButtonsClear(page: Page, what: string, { staff = false } = {}) {
  if (staff) {
    expect(await readFloatingButtons(page), `${what}: floating buttons on a staff page`).toBeNull();
    return;
  }
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const steps = [...Array.from({ length: Math.ceil(end / 120) }, (_, index) => index * 120), end];
  const seen = await inspectFloatingButtons(page, steps);
  for (const { y, floating } of seen) {
    expect(floating?.chatShown, `${what}: the WhatsApp button is shown at ${y} px`).toBe(true);
    expect(floating?.covered, `${what}: the floating buttons cover something at ${y} px`).toEqual([]);
  }
  expect(seen.at(-1)?.floating?.behindDock, `${what}: left behind the floating buttons at the end of the page`).toEqual(
    [],
  );
}

/**
 * A booking made with a client's email, with one Income Tax Filing item
 * (or the catalog option `item` names), written straight to the database: for tests about what happens to a
 * booking after it is made. Returns its id.
 */
export async function insertClientBooking(
  email: string,
  name: string,
  stage = "Booked",
  item = {
    serviceId: "income-tax-filing",
    optionId: "individual",
    title: "Income Tax Filing – Individual (ITR-1 / ITR-2)",
  },
): Promise<string> {
  const bookingId = `ETF-${Date.now()}-${Math.floor(Math.random() * 10_000)}`;
  await queryDatabase(
    "insert into bookings (booking_id, customer_name, email, phone, stage) values ($1, $2, $3, '+91 98450 11223', $4)",
    [bookingId, name, email, stage],
  );
  await queryDatabase(
    `insert into booking_items (booking_id, service_id, option_id, title, charge, quantity)
     values ($1, $2, $3, $4, 1000, 1)`,
    [bookingId, item.serviceId, item.optionId, item.title],
  );
  return bookingId;
}
