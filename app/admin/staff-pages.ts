// The staff's pages, in the order of the navigation between them
// (AdminNav); tests/e2e/page-walk.spec.ts walks each of them as an admin.
export const STAFF_PAGES = [
  { to: "/admin-dashboard", label: "Bookings" },
  { to: "/admin-clients", label: "Clients" },
  { to: "/admin-compliance", label: "Compliance" },
  { to: "/admin-invoices", label: "Invoices" },
  { to: "/enquiries-dashboard", label: "Enquiries" },
  { to: "/partner-enquiries-dashboard", label: "Partner Enquiries" },
  { to: "/admin-blog", label: "Blog" },
  { to: "/admin-audit", label: "Audit trail" },
  { to: "/admin-document-access", label: "Document access" },
  { to: "/admin-erasure-requests", label: "Erasure requests" },
  // Short: the staff bar is one line at 1280 px (issue 36.4); the page itself says "Two-factor sign-in".
  { to: "/two-factor-setup", label: "Two-factor" },
] as const;

/** A staff page, or one reached from one (a booking, the blog editor): no marketing extras there. */
export function isStaffPage(pathname: string): boolean {
  return STAFF_PAGES.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
}
