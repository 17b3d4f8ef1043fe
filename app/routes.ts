import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { SERVICES } from "#app/catalog/services.ts";
import { isTranslatedPath, TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";

// Every URL of the specification's route table (section 2), in its order,
// then the resource routes; then the pages a client reads again under /hi
// and /or (app/i18n/languages.ts), each with an id of its own.
const ENGLISH = [
  index("routes/home.tsx"),
  route("/cart-page", "routes/cart-page.tsx"),
  // The nine service pages share one module, mounted once per catalog entry.
  ...SERVICES.map((service) => route(service.path, "routes/service-page.tsx", { id: `service${service.path}` })),
  route("/services-mega-page", "routes/services-mega-page.tsx"),
  route("/enquiry-page", "routes/enquiry-page.tsx"),
  route("/partner-enquiry", "routes/partner-enquiry.tsx"),
  route("/terms-and-conditions", "routes/terms-and-conditions.tsx"),
  route("/terms", "routes/terms-redirect.tsx"),
  route("/privacy", "routes/privacy.tsx"),
  route("/refund-and-cancellation-policy", "routes/refund-and-cancellation-policy.tsx"),
  route("/about-us", "routes/about-us.tsx"),
  route("/help-center", "routes/help-center.tsx"),
  route("/signup", "routes/signup.tsx"),
  route("/login", "routes/login.tsx"),
  route("/booking-confirmation", "routes/booking-confirmation.tsx"),
  route("/past-booking-details", "routes/past-booking-details.tsx"),
  route("/all-blogs", "routes/all-blogs.tsx"),
  route("/blog-page/:category/:docId", "routes/blog-page.tsx"),
  // Free tax tools (issue 24)
  route("/tools", "routes/tools.tsx"),
  route("/tools/income-tax-calculator", "routes/tools.income-tax-calculator.tsx"),
  route("/tools/gst-calculator", "routes/tools.gst-calculator.tsx"),
  route("/tools/due-dates", "routes/tools.due-dates.tsx"),
  route("/tools/due-dates/confirm", "routes/tools.due-dates.confirm.tsx"),
  route("/tools/due-dates/unsubscribe", "routes/tools.due-dates.unsubscribe.tsx"),
  route("/admin-dashboard", "routes/admin-dashboard.tsx"),
  route("/admin-dashboard/:bookingId", "routes/admin-booking.tsx"),
  route("/enquiries-dashboard", "routes/enquiries-dashboard.tsx"),
  route("/partner-enquiries-dashboard", "routes/partner-enquiries-dashboard.tsx"),
  route("/user-dashboard", "routes/user-dashboard.tsx"),
  route("/my-data", "routes/my-data.tsx"),
  // Every return the firm filed for the signed-in client, by financial year (issue 37.4)
  route("/filed-returns", "routes/filed-returns.tsx"),
  route("/my-data/export", "routes/my-data.export.ts"),

  // The firm's blog editor (admins only)
  route("/admin-blog", "routes/admin-blog.tsx"),
  route("/admin-blog/edit", "routes/admin-blog-edit.tsx"),
  // Who signed in, what admins did, who was turned away (admins only)
  route("/admin-audit", "routes/admin-audit.tsx"),
  route("/admin-document-access", "routes/admin-document-access.tsx"),
  route("/admin-erasure-requests", "routes/admin-erasure-requests.tsx"),
  // Every invoice and credit note, what is outstanding, the GSTR-1 export (admins only)
  route("/admin-invoices", "routes/admin-invoices.tsx"),
  // The clients the firm keeps: the list, one client, adding one, importing the firm's list (admins only)
  route("/admin-clients", "routes/admin-clients.tsx"),
  route("/admin-clients/new", "routes/admin-client-new.tsx"),
  route("/admin-clients/import", "routes/admin-client-import.tsx"),
  route("/admin-clients/:clientId", "routes/admin-client.tsx"),
  // Every client's returns for a financial year, where each stands (issue 37.5; admins only)
  route("/admin-compliance", "routes/admin-compliance.tsx"),

  // A client's own booking: checklist, uploads, timeline, documents from the firm, messages
  route("/bookings/:bookingId", "routes/client-booking.tsx"),
  // An invoice of that booking: the HTML page with the UPI request and 'I have paid'
  route("/bookings/:bookingId/invoices/:invoiceId", "routes/client-invoice.tsx"),

  // Account pages the specification implies (Forgot password, Logout)
  route("/forgot-password", "routes/forgot-password.tsx"),
  route("/reset-password", "routes/reset-password.tsx"),
  // A verification link opened away from the sign-up's browser: choose the password first (issue 34.5)
  route("/verify-email", "routes/verify-email.tsx"),
  // An emailed sign-in link: a button that posts, never a sign-in on GET (issue 34.7)
  route("/sign-in-link", "routes/sign-in-link.tsx"),
  route("/two-factor", "routes/two-factor.tsx"),
  route("/two-factor-setup", "routes/two-factor-setup.tsx"),
  route("/change-password", "routes/change-password.tsx"),
  route("/logout", "routes/logout.ts"),
  route("/offline", "routes/offline.tsx"), // shown by the service worker when the network is gone

  // Resource routes
  route("/cart", "routes/cart.ts"),
  // The language switch: keeps the choice, opens the page in it (issue 39)
  route("/language", "routes/language.ts"),
  route("/uploads", "routes/uploads.ts"),
  route("/uploads/finished", "routes/uploads.finished.ts"),
  route("/admin/uploads/:uploadId", "routes/admin.uploads.ts"),
  route("/bookings/:bookingId/documents/:uploadId", "routes/client-booking.documents.ts"),
  route("/bookings/:bookingId/invoices/:invoiceId/pdf", "routes/client-invoice-pdf.ts"),
  route("/admin/invoices/:invoiceId/pdf", "routes/admin-invoice-pdf.ts"),
  // The record of a client's approval of a draft (issue 38, item 1): the client's own, and the staff's
  route("/bookings/:bookingId/approvals/:approvalId/pdf", "routes/client-approval-pdf.ts"),
  route("/admin/approvals/:approvalId/pdf", "routes/admin-approval-pdf.ts"),
  route("/admin-invoices.csv", "routes/admin-invoices[.]csv.ts"),
  route("/admin-clients.csv", "routes/admin-clients[.]csv.ts"),
  route("/admin-compliance.csv", "routes/admin-compliance[.]csv.ts"),
  route("/admin-clients/:clientId/statement.pdf", "routes/admin-client-statement[.]pdf.ts"),
  route("/admin-gstr1.zip", "routes/admin-gstr1[.]zip.ts"),
  route("/tools/due-dates.ics", "routes/tools.due-dates[.]ics.ts"),
  route("/admin-dashboard.csv", "routes/admin-dashboard[.]csv.ts"),
  route("/enquiries-dashboard.csv", "routes/enquiries-dashboard[.]csv.ts"),
  route("/partner-enquiries-dashboard.csv", "routes/partner-enquiries-dashboard[.]csv.ts"),
  route("/api/auth/*", "routes/api.auth.ts"),
  route("/webhooks/whatsapp", "routes/webhooks.whatsapp.ts"),
  route("/all-blogs/rss.xml", "routes/all-blogs.rss[.]xml.ts"),
  route("/blog-images/:file", "routes/blog-images.ts"),
  route("/sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("/robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];

function inLanguage(language: string, entry: RouteConfigEntry): RouteConfigEntry {
  const path = entry.index ? "" : `/${entry.path}`.replace(/^\/\//, "/");
  return route(`/${language}${path}`, entry.file, { id: `${language}:${entry.id ?? entry.file}` });
}

export default [
  ...ENGLISH,
  ...TRANSLATED_LANGUAGES.flatMap((language) =>
    ENGLISH.filter((entry) => entry.index || isTranslatedPath(`/${entry.path}`.replace(/^\/\//, "/"))).map((entry) =>
      inLanguage(language, entry),
    ),
  ),
] satisfies RouteConfig;
