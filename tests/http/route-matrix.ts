// Every route of app/routes.ts and what each kind of visitor gets from it:
// the access matrix (tests/http/access-matrix.test.ts) checks it, the query
// and form walk (tests/security/query-walk.test.ts) sends odd input to each.
// A route added without a row fails the access matrix's first test.
import { localizePath, type TranslatedLanguage } from "#app/i18n/languages.ts";
import routes from "#app/routes.ts";
import { withTranslatedRows } from "#tests/translated-rows.ts";

export type Who = "anonymous" | "user" | "admin";
/** A status, or a redirect: "→/login" means a 302 to /login (any query). */
type Outcome = number | `→${string}`;
export type Row = { sample?: string; get: Outcome | Record<Who, Outcome>; post?: Outcome | Record<Who, Outcome> };

const PUBLIC: Outcome = 200;
const ADMIN_ONLY: Record<Who, Outcome> = { anonymous: "→/login", user: "→/login", admin: 200 };
/** Login, sign-up and reset: a logged-in user is sent to their dashboard (issue 19.1). */
const anonymousOnly = (anonymous: Outcome): Record<Who, Outcome> => ({
  anonymous,
  user: "→/user-dashboard",
  admin: "→/admin-dashboard",
});

const ENGLISH_MATRIX: Record<string, Row> = {
  "/": { get: PUBLIC },
  "/cart-page": { get: PUBLIC, post: 400 },
  "/gst-filing": { get: PUBLIC },
  "/income-tax-filing": { get: PUBLIC },
  "/accounting-services": { get: PUBLIC },
  "/income-tax-notices": { get: PUBLIC },
  "/gst-notices": { get: PUBLIC },
  "/company-secretary-services": { get: PUBLIC },
  "/auditing-services": { get: PUBLIC },
  "/company-registration": { get: PUBLIC },
  "/trademark-services": { get: PUBLIC },
  "/services-mega-page": { get: PUBLIC },
  "/enquiry-page": { get: PUBLIC, post: 400 },
  "/partner-enquiry": { get: PUBLIC, post: 400 },
  "/terms-and-conditions": { get: PUBLIC },
  "/terms": { get: "→/terms-and-conditions" },
  "/privacy": { get: PUBLIC },
  "/refund-and-cancellation-policy": { get: PUBLIC },
  "/about-us": { get: PUBLIC },
  "/help-center": { get: PUBLIC },
  "/signup": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/login": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/booking-confirmation": { get: PUBLIC },
  "/past-booking-details": { get: PUBLIC, post: 400 },
  "/all-blogs": { get: PUBLIC },
  "/tools": { get: PUBLIC },
  "/tools/income-tax-calculator": { get: PUBLIC },
  "/tools/gst-calculator": { get: PUBLIC },
  "/tools/due-dates": { get: PUBLIC, post: 400 },
  // The reminders' confirm page shows a button (its post, a token, confirms); a stale unsubscribe link, 404.
  "/tools/due-dates/confirm": { get: 200, post: 404 },
  "/tools/due-dates/unsubscribe": { get: 404 },
  "/tools/due-dates.ics": { get: PUBLIC },
  "/blog-page/:category/:docId": { sample: "/blog-page/GST/input-tax-credit-basics", get: PUBLIC },
  "/admin-dashboard": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/admin-dashboard/:bookingId": {
    sample: "/admin-dashboard/ETF-0000000000000-1",
    get: { ...ADMIN_ONLY, admin: 404 },
    post: { anonymous: "→/login", user: "→/login", admin: 400 },
  },
  "/enquiries-dashboard": { get: ADMIN_ONLY },
  "/partner-enquiries-dashboard": { get: ADMIN_ONLY },
  // Its post withdraws one of the user's own consents (issue 22.5), asks to pause or stop an engagement, or keeps a booked service (issue 37).
  "/user-dashboard": {
    get: { anonymous: "→/login", user: 200, admin: "→/login" },
    post: { anonymous: "→/login", user: 400, admin: "→/login" },
  },
  "/my-data": {
    get: { anonymous: "→/login", user: 200, admin: "→/login" },
    post: { anonymous: "→/login", user: 400, admin: "→/login" },
  },
  "/my-data/export": { get: { anonymous: "→/login", user: 200, admin: "→/login" } },
  // The returns the firm filed for the signed-in client (issue 37.4).
  "/filed-returns": { get: { anonymous: "→/login", user: 200, admin: "→/login" } },
  "/admin-blog": { get: ADMIN_ONLY },
  "/admin-audit": { get: ADMIN_ONLY },
  "/admin-document-access": { get: ADMIN_ONLY },
  "/admin-erasure-requests": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  // Someone else's booking, or none: the same 404 for everyone (issue 20); a post asks for a fresh link.
  "/bookings/:bookingId": { sample: "/bookings/ETF-0000000000000-1", get: 404, post: 400 },
  "/bookings/:bookingId/documents/:uploadId": { sample: "/bookings/ETF-0000000000000-1/documents/1", get: 404 },
  // An invoice of someone else's booking: to the booking's closed door; its 'I have paid' and PDF, 404 (issue 23).
  "/bookings/:bookingId/invoices/:invoiceId": {
    sample: "/bookings/ETF-0000000000000-1/invoices/1",
    get: "→/bookings/ETF-0000000000000-1",
    post: 404,
  },
  "/bookings/:bookingId/invoices/:invoiceId/pdf": { sample: "/bookings/ETF-0000000000000-1/invoices/1/pdf", get: 404 },
  "/admin-invoices": { get: ADMIN_ONLY },
  "/admin/invoices/:invoiceId/pdf": { sample: "/admin/invoices/999999/pdf", get: { ...ADMIN_ONLY, admin: 404 } },
  // The record of an approval (issue 38, item 1): of someone else's booking, 404; the staff's, admins only.
  "/bookings/:bookingId/approvals/:approvalId/pdf": {
    sample: "/bookings/ETF-0000000000000-1/approvals/1/pdf",
    get: 404,
  },
  "/admin/approvals/:approvalId/pdf": { sample: "/admin/approvals/999999/pdf", get: { ...ADMIN_ONLY, admin: 404 } },
  // Without its dates the export goes back to the invoices page, which says so.
  "/admin-invoices.csv": { get: { anonymous: "→/login", user: "→/login", admin: "→/admin-invoices" } },
  // GSTR-1 for the offline tool: without its month, back to the invoices page, which says so (issue 36.7).
  "/admin-gstr1.zip": { get: { anonymous: "→/login", user: "→/login", admin: "→/admin-invoices" } },
  // The clients the firm keeps (issue 37.1): the list and its export, one client and its statement, adding, importing.
  "/admin-clients": { get: ADMIN_ONLY },
  "/admin-clients.csv": { get: ADMIN_ONLY },
  "/admin-compliance": { get: ADMIN_ONLY },
  "/admin-compliance.csv": { get: ADMIN_ONLY },
  "/admin-clients/new": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/admin-clients/import": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  // Its post adds, pauses, resumes or ends an engagement (issue 37.2): an empty form is refused.
  "/admin-clients/:clientId": {
    sample: "/admin-clients/999999",
    get: { ...ADMIN_ONLY, admin: 404 },
    post: { anonymous: "→/login", user: "→/login", admin: 400 },
  },
  "/admin-clients/:clientId/statement.pdf": {
    sample: "/admin-clients/999999/statement.pdf",
    get: { ...ADMIN_ONLY, admin: 404 },
  },
  "/admin-blog/edit": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/forgot-password": { get: anonymousOnly(200), post: anonymousOnly(400) },
  "/reset-password": { get: anonymousOnly(200), post: anonymousOnly(400) },
  // A verification link opened away from the sign-up's browser: choose the password (issue 34.5).
  "/verify-email": { get: anonymousOnly(200), post: anonymousOnly(400) },
  // Asks for a sign-in link by email; with a link's token, a button that posts it (issue 34.7).
  "/sign-in-link": { get: PUBLIC, post: 400 },
  // Only with the cookie of a sign-in waiting for its second factor.
  "/two-factor": { get: "→/login", post: "→/login" },
  "/two-factor-setup": { get: ADMIN_ONLY, post: { anonymous: "→/login", user: "→/login", admin: 400 } },
  "/change-password": {
    get: { anonymous: "→/login", user: 200, admin: 200 },
    post: { anonymous: "→/login", user: 400, admin: 400 },
  },
  "/logout": { get: "→/", post: "→/" },
  "/offline": { get: PUBLIC },
  "/cart": { get: "→/cart-page", post: 400 },
  // The language switch: a post keeps the choice and opens the page in it (issue 39).
  "/language": { get: "→/", post: "→/" },
  "/uploads": { get: 405, post: 400 },
  "/uploads/finished": { get: 405, post: 400 },
  "/admin/uploads/:uploadId": { sample: "/admin/uploads/999999", get: { ...ADMIN_ONLY, admin: 404 } },
  "/admin-dashboard.csv": { get: ADMIN_ONLY },
  "/enquiries-dashboard.csv": { get: ADMIN_ONLY },
  "/partner-enquiries-dashboard.csv": { get: ADMIN_ONLY },
  // Only the links of our emails are open (app/routes/api.auth.ts).
  "/api/auth/*": { sample: "/api/auth/sign-in/email", get: 404, post: 404 },
  // Meta's webhook: off (404) on a site without the firm's WhatsApp credentials, as this test server is.
  "/webhooks/whatsapp": { get: 404, post: 404 },
  "/all-blogs/rss.xml": { get: PUBLIC },
  "/blog-images/:file": { sample: "/blog-images/0123456789abcdef0123456789abcdef.png", get: 404 },
  "/sitemap.xml": { get: PUBLIC },
  "/robots.txt": { get: PUBLIC },
  "*": { sample: "/no-such-page", get: 404 },
};

/** A row as the same page in another language answers: where it sends someone is in that language too. */
function inLanguage(row: Row, language: TranslatedLanguage): Row {
  const localize = (outcome: Outcome): Outcome =>
    typeof outcome === "string" ? `→${localizePath(outcome.slice(1), language)}` : outcome;
  const each = (outcome: Outcome | Record<Who, Outcome>): Outcome | Record<Who, Outcome> =>
    typeof outcome === "object"
      ? { anonymous: localize(outcome.anonymous), user: localize(outcome.user), admin: localize(outcome.admin) }
      : localize(outcome);
  return {
    ...(row.sample ? { sample: localizePath(row.sample, language) } : {}),
    get: each(row.get),
    ...(row.post === undefined ? {} : { post: each(row.post) }),
  };
}

/** Every page a client reads answers under /hi and /or as it does in English (app/routes.ts). */
export const MATRIX: Record<string, Row> = withTranslatedRows(ENGLISH_MATRIX, inLanguage);

/** Every route's path as app/routes.ts writes it ("/" for the index). */
export function routePaths(): string[] {
  return routes.map((route) => (route.index ? "/" : (route.path ?? "")));
}
