import { Form, Link, NavLink } from "react-router";
import { STAFF_PAGES } from "#app/admin/staff-pages.ts";
import type { SiteConfig } from "#app/site.ts";

/**
 * The staff pages' header (issue 36.4): one slim bar with the pages between
 * them and the admin's account, instead of the marketing header and footer,
 * so that the work queue fills the screen.
 */
export function StaffHeader(props: { site: SiteConfig; user: { name: string; dashboardPath: string } | null }) {
  const { site, user } = props;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex w-full max-w-[100rem] flex-wrap items-center gap-x-3 px-4 py-0.5 text-xs sm:px-6">
        <Link to="/" className="font-bold text-brand-900 hover:underline">
          {site.name}
        </Link>
        <AdminNav />
        {user ? (
          // The site's main navigation, for a staff page: who is signed in and the way out.
          <nav aria-label="Main" className="ml-auto flex items-center">
            <Link
              to={user.dashboardPath}
              className="rounded px-1.5 py-1 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Welcome, {user.name.split(" ")[0]}
            </Link>
            <Link to="/change-password" className="rounded px-1.5 py-1 text-slate-700 hover:bg-brand-50">
              Change password
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="rounded px-1.5 py-1 text-slate-700 hover:bg-brand-50">
                Logout
              </button>
            </Form>
          </nav>
        ) : null}
      </div>
    </header>
  );
}

/**
 * The links between the staff's pages. Here, not with the lists' code
 * (app/components/admin-list.tsx): the root imports this header, and the
 * lists' code brings zod into every public page's scripts (issue 41).
 */
function AdminNav() {
  return (
    <nav aria-label="Dashboards" className="flex flex-wrap">
      {STAFF_PAGES.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={({ isActive }) =>
            `rounded px-1.5 py-1 font-medium hover:bg-brand-50 ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700"}`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
