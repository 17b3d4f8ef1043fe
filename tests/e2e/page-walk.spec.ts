// One walk over every page of app/routes.ts (issue 33.2): each page loaded
// once, and at 360 and at 1280 px every check a page owes a visitor: no 5xx,
// no console or hydration error and no CSP violation, WCAG A/AA with axe
// (and everything inside a landmark), nothing wider than the screen, and the
// WhatsApp button shown and the floating buttons over nothing a visitor could
// tap or read at every step of a scroll to the page's end (none on a staff
// page); and once more rendered afresh, to hydrate without errors. Then
// the staff's pages, the same way, as an admin. The head of each page
// (title, description, canonical, structured data) is read from the HTML in
// tests/http/pages.test.ts.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { isStaffPage, STAFF_PAGES as NAVIGATION } from "#app/admin/staff-pages.ts";
import { SERVICES } from "#app/catalog/services.ts";
import { getLanguageOfPath } from "#app/i18n/languages.ts";
import routes from "#app/routes.ts";
import { MATRIX } from "#tests/http/route-matrix.ts";
import {
  ADMIN_STATE,
  expectAccessible,
  expectFloatingButtonsClear,
  expectNoEnglishWords,
  expectNoWiderThanScreen,
  waitForHydration,
} from "./helpers.ts";

// With the service worker, whose script must pass the pages' CSP too.
test.use({ serviceWorkers: "allow" });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Every page (a module with a screen, not a resource route) a visitor sees,
 * at the sample address of its row in tests/http/route-matrix.ts; the pages
 * that send a visitor to the login (by that row) are the login's.
 */
const ALL_PAGES = routes
  .filter((route) => route.file.endsWith(".tsx"))
  .map((route) => (route.index ? "/" : (route.path ?? "")))
  .filter((path) => !/^→\/(hi\/|or\/)?login/.test(String(anonymousGet(path))))
  .map((path) => MATRIX[path]?.sample ?? path);
const PAGES = ALL_PAGES.filter((path) => getLanguageOfPath(path) === "en");
/** The same pages in Hindi and Odia (issue 39.6). */
const TRANSLATED_PAGES = ALL_PAGES.filter((path) => getLanguageOfPath(path) !== "en");

function anonymousGet(path: string) {
  const outcome = MATRIX[path]?.get;
  return typeof outcome === "object" ? outcome.anonymous : outcome;
}

/** The staff's pages, walked as an admin: those of the navigation between them, and two reached from them. */
const STAFF_PAGES = [...NAVIGATION.map((page) => page.to), "/admin-blog/edit", "/change-password"];

const SERVICE_PATHS = new Set<string>(SERVICES.map((service) => service.path));

/** A tab of the walk, and the errors of the page it has open. */
type Tab = { page: Page; errors: string[] };

/**
 * A tab that walks pages in turn, as a visitor would: axe, compiled once in
 * its renderer, checks each page after the first in a third of the time.
 * Console errors, uncaught errors and CSP violations are kept from before
 * each page's first script, for the page being opened.
 */
async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Some violations (an eval probe caught by the script) never reach the console.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { page, errors };
}

/** The first price of a service page sits within the first 800 px of a phone (issue 18.3). */
async function expectPriceOnFirstScreen(page: Page, what: string) {
  const options = page.getByRole("region", { name: "Choose your service" });
  const box = await options
    .getByText(/^(₹[\d,]+ only|On Request)$/)
    .first()
    .boundingBox();
  expect(box, what).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what}: first price`).toBeLessThanOrEqual(800);
  await expect(page.getByText(/do not include GST \(18%/)).toBeVisible();
}

/**
 * Opens a page as a person would and checks what loading it may break: no
 * 5xx, hydration, and no error in the console (a 404 page's own 404 aside).
 * False when the page sends this visitor elsewhere (a staff page to the
 * login): that page is walked at its own address.
 */
async function open({ page, errors }: Tab, path: string, what: string): Promise<boolean> {
  errors.length = 0;
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  expect(status, `${what}: status`).toBeLessThan(500);
  if (new URL(page.url()).pathname !== path.split("?")[0]) return false;
  await waitForHydration(page);
  // A page that answers 404 says so in the console, as the browser does for any missing resource.
  const expected = status === 404 ? /^Failed to load resource: .* 404 \(Not Found\)$/ : /^$/;
  expect(
    errors.filter((error) => !expected.test(error)),
    `${what}: errors in the console`,
  ).toEqual([]);
  return true;
}

/** What a page owes a visitor at the width it is shown at now. */
async function checkAtWidth(page: Page, path: string, width: number, { staff = false } = {}) {
  const what = `${path} at ${width} px`;
  await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
  await expectAccessible(page, what);
  await expectNoWiderThanScreen(page, what);
  await expectFloatingButtonsClear(page, what, { staff });
  if (width === PHONE.width && SERVICE_PATHS.has(path)) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expectPriceOnFirstScreen(page, what);
  }
}

// The pages are walked in shares, one tab each, so the walk spreads over the
// workers and axe is compiled once a share. Each page is loaded at phone
// width without cookies (the kept page), checked, widened to 1280 px and
// checked again; then loaded once more with a cookie the kept pages do not
// know, so the page rendered for that request must hydrate without errors too.
const SHARES = 6;
const shareOf = <T>(items: T[], share: number, shares: number) => items.filter((_, index) => index % shares === share);

for (let share = 0; share < SHARES; share++) {
  const paths = shareOf(PAGES, share, SHARES);
  test(`English pages as a visitor at 360 and 1280 px, share ${share + 1} of ${SHARES}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(paths.length * 20_000);
    const context = await browser.newContext({ viewport: PHONE });
    const tab = await openTab(context);
    for (const path of paths) {
      await test.step(path, async () => {
        await context.clearCookies();
        await tab.page.setViewportSize(PHONE);
        if (await open(tab, path, `${path} at 360 px`)) {
          await checkAtWidth(tab.page, path, PHONE.width);
          await checkAtWidth(tab.page, path, DESKTOP.width);
        }
        await context.addCookies([{ name: "seen", value: "1", url: baseURL ?? "" }]);
        await open(tab, path, `${path} rendered afresh at 1280 px`);
      });
    }
    await context.close();
  });
}

// Each translated page once, at phone width, where its longer words wrap: no
// error, accessible, no wider than the screen, and no English left.
const TRANSLATED_SHARES = 4;
for (let share = 0; share < TRANSLATED_SHARES; share++) {
  const paths = shareOf(TRANSLATED_PAGES, share, TRANSLATED_SHARES);
  test(`Hindi and Odia pages at 360 px, share ${share + 1} of ${TRANSLATED_SHARES}`, async ({ browser }) => {
    test.setTimeout(paths.length * 10_000);
    const context = await browser.newContext({ viewport: PHONE });
    const tab = await openTab(context);
    for (const path of paths) {
      await test.step(path, async () => {
        if (!(await open(tab, path, `${path} at 360 px`))) return;
        await expectAccessible(tab.page, path);
        await expectNoWiderThanScreen(tab.page, path);
        await expectNoEnglishWords(tab.page, path);
      });
    }
    await context.close();
  });
}

// The staff's pages, as an admin, the same way (they are never kept: no second load).
const STAFF_SHARES = 2;
for (let share = 0; share < STAFF_SHARES; share++) {
  const paths = shareOf(STAFF_PAGES, share, STAFF_SHARES);
  test(`staff pages as an admin at 360 and 1280 px, share ${share + 1} of ${STAFF_SHARES}`, async ({ browser }) => {
    test.setTimeout(paths.length * 20_000);
    const context = await browser.newContext({ viewport: PHONE, storageState: ADMIN_STATE });
    const tab = await openTab(context);
    for (const path of paths) {
      await test.step(path, async () => {
        await tab.page.setViewportSize(PHONE);
        expect(await open(tab, path, `${path} at 360 px`), `${path} opens for the admin`).toBe(true);
        await checkAtWidth(tab.page, path, PHONE.width, { staff: isStaffPage(path) });
        await checkAtWidth(tab.page, path, DESKTOP.width, { staff: isStaffPage(path) });
      });
    }
    await context.close();
  });
}
