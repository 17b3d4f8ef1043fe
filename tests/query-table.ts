// The query parameters each route reads (issue 33.4): the odd-input walk
// (tests/security/query-walk.test.ts) sends odd values to each, and
// tests/integration/query-table.test.ts checks that every route whose module
// reads a query string has its row here.
import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "#app/routes.ts";
import { INCOME_TAX_FIELDS } from "#app/tools/income-tax-form.ts";
import { withTranslatedRows } from "#tests/translated-rows.ts";

const LIST = ["q", "page", "status", "view"];
const SERVICE_PAGE = ["proceed"];
const COMPLIANCE = ["q", "page", "fy", "form", "owner", "state", "due", "client"];

/**
 * The query parameters each route reads: its loader's readQuery schema, and
 * what its page reads with useSearchParams. A route whose module reads a
 * query string without a row here fails the first test.
 */
const ENGLISH_QUERY: Record<string, string[]> = {
  ...Object.fromEntries(
    routes.filter((route) => route.file === "routes/service-page.tsx").map((route) => [route.path, SERVICE_PAGE]),
  ),
  "/login": ["sent", "redirectTo", "error", "verified", "reset", "link"],
  "/verify-email": ["token"],
  "/sign-in-link": ["token", "callbackURL", "errorCallbackURL"],
  "/two-factor": ["redirectTo"],
  "/two-factor-setup": ["redirectTo"],
  "/reset-password": ["token", "error"],
  "/enquiry-page": ["sent"],
  "/partner-enquiry": ["sent"],
  "/all-blogs": ["category"],
  "/tools/income-tax-calculator": [
    "year",
    "age",
    "salaried",
    "metro",
    ...INCOME_TAX_FIELDS.flatMap((group) => group.fields.map((field) => field.key)),
  ],
  "/tools/gst-calculator": ["amount", "mode", "rate", "supply"],
  "/tools/due-dates": ["profile"],
  "/tools/due-dates.ics": ["profile"],
  "/tools/due-dates/confirm": ["token"],
  "/tools/due-dates/unsubscribe": ["token"],
  "/user-dashboard": ["withdrawn"],
  "/offline": ["from"],
  "/admin-blog/edit": ["category", "id"],
  "/bookings/:bookingId": ["link"],
  "/bookings/:bookingId/invoices/:invoiceId": ["link"],
  "/admin-dashboard": LIST,
  "/enquiries-dashboard": LIST,
  "/partner-enquiries-dashboard": LIST,
  "/admin-audit": LIST,
  "/admin-document-access": LIST,
  "/admin-invoices": LIST,
  "/admin-clients": LIST,
  "/admin-clients.csv": LIST,
  "/admin-compliance": COMPLIANCE,
  "/admin-compliance.csv": COMPLIANCE,
  "/admin-dashboard.csv": [...LIST, "selection", "booking"],
  "/enquiries-dashboard.csv": LIST,
  "/partner-enquiries-dashboard.csv": LIST,
  "/admin-invoices.csv": ["from", "to"],
  "/admin-gstr1.zip": ["month", "span"],
  "/api/auth/*": ["token", "callbackURL", "errorCallbackURL", "newUserCallbackURL"],
  "/webhooks/whatsapp": ["hub.mode", "hub.verify_token", "hub.challenge"],
};

/** The same pages in Hindi and Odia read the same parameters (app/routes.ts mounts them under /hi and /or). */
export const QUERY: Record<string, string[]> = withTranslatedRows(ENGLISH_QUERY);

/** A module that reads its query string: through readQuery, a staff list's helpers, or in the page. */
const READS_QUERY = /readQuery\(|useSearchParams|AdminListPage|loadAdminList|startCsvExport/;

/** The routes whose module (or its .server.ts) reads a query string without a row in QUERY. */
export function findRoutesWithoutQueryRow(): (string | undefined)[] {
  return routes
    .filter((route) => {
      const file = path.join("app", route.file);
      const server = file.replace(/\.tsx?$/, ".server.ts");
      const source = [file, server].map((candidate) => readOrEmpty(candidate)).join("\n");
      return READS_QUERY.test(source) && !((route.path ?? "/") in QUERY);
    })
    .map((route) => route.path);
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
