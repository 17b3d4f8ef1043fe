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
import { expect, type Page, test } from "@playwright/test";
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
} from "./helpers.ts";

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

/** Console errors, uncaught errors and CSP violations of a page, from before its first script. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

async function reportCspViolations(page: Page) {
  // Some violations (an eval probe caught by the script) never reach the console.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP: ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** Hydrated: React has taken over the server's HTML (its fiber is on the body). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")));
  // A mismatch is reported as React recovers, a frame later.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
async function open(page: Page, path: string, what: string): Promise<boolean> {
  const errors = collectErrors(page);
  await reportCspViolations(page);
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

// One test a page (both widths), so the walk spreads over the workers. The
// page is loaded at phone width without cookies (the kept page), checked,
// widened to 1280 px and checked again; then loaded once more with a cookie
// the kept pages do not know, so the page rendered for that request must
// hydrate without errors too.
for (const path of PAGES) {
  test(`${path}, as a visitor at 360 and 1280 px`, async ({ browser, baseURL }) => {
    const phone = await browser.newPage({ viewport: PHONE });
    if (await open(phone, path, `${path} at 360 px`)) {
      await checkAtWidth(phone, path, PHONE.width);
      await checkAtWidth(phone, path, DESKTOP.width);
    }
    await phone.close();
    const rendered = await browser.newPage({ viewport: DESKTOP });
    await rendered.context().addCookies([{ name: "seen", value: "1", url: baseURL ?? "" }]);
    await open(rendered, path, `${path} rendered afresh at 1280 px`);
    await rendered.close();
  });
}

// Each translated page once, at phone width, where its longer words wrap: no
// error, accessible, no wider than the screen, and no English left. One tab
// walks a share of them in turn (a tab each costs more than the checks).
const SHARES = 4;
for (let share = 0; share < SHARES; share++) {
  const paths = TRANSLATED_PAGES.filter((_, index) => index % SHARES === share);
  test(`Hindi and Odia pages at 360 px, share ${share + 1} of ${SHARES}`, async ({ browser }) => {
    test.setTimeout(paths.length * 10_000);
    const phone = await browser.newPage({ viewport: PHONE });
    for (const path of paths) {
      if (!(await open(phone, path, `${path} at 360 px`))) continue;
      await expectAccessible(phone, path);
      await expectNoWiderThanScreen(phone, path);
      await expectNoEnglishWords(phone, path);
    }
    await phone.close();
  });
}

test.describe("as an admin", () => {
  test.use({ storageState: ADMIN_STATE, viewport: PHONE });
  for (const path of STAFF_PAGES) {
    test(`${path}, as an admin at 360 and 1280 px`, async ({ page }) => {
      expect(await open(page, path, `${path} at 360 px`), `${path} opens for the admin`).toBe(true);
      await checkAtWidth(page, path, PHONE.width, { staff: isStaffPage(path) });
      await checkAtWidth(page, path, DESKTOP.width, { staff: isStaffPage(path) });
    });
  }
});
