import { Form, Link, NavLink } from "react-router";
import { MenuIcon, PhoneIcon } from "#app/components/icons.tsx";
import { Logo } from "#app/components/logo.tsx";
import { getTelHref, type SiteConfig } from "#app/site.ts";

const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/all-blogs", label: "Blogs" },
  { to: "/cart-page", label: "Services" },
  { to: "/tools", label: "Tools" },
] as const;

const ACCOUNT_LINKS = [
  { to: "/login", label: "Login" },
  { to: "/signup", label: "Sign Up" },
] as const;

type HeaderUser = { name: string; dashboardPath: string } | null;

export function SiteHeader(props: { site: SiteConfig; cartCount: number; user: HeaderUser }) {
  const { site, cartCount, user } = props;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <Link to="/enquiry-page" className="hover:underline">
            No upfront payment. Tell us what you need and we will call you back →
          </Link>
          <a href={getTelHref(site.phone)} className="flex items-center gap-1.5 font-semibold hover:underline">
            <PhoneIcon /> <span>Call {site.phone}</span>
          </a>
        </div>
      </div>
      <nav aria-label="Main" className="container-page flex items-center justify-between gap-4 py-3">
        <Link to="/" aria-label={`${site.name}, home`}>
          <Logo name={site.name} />
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLinks cartCount={cartCount} user={user} />
          <Link to="/enquiry-page" className="btn-primary ml-2">
            Create an Enquiry
          </Link>
        </div>
        {/* A <details> menu opens and closes without JavaScript. */}
        <details className="group relative md:hidden">
          <summary className="btn-secondary list-none px-3 [&::-webkit-details-marker]:hidden">
            <MenuIcon className="text-xl" />
            <span className="sr-only">Menu</span>
          </summary>
          <div className="absolute right-0 z-30 mt-2 flex w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
            <NavLinks cartCount={cartCount} user={user} />
            <Link to="/enquiry-page" className="btn-primary mt-1">
              Create an Enquiry
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}

function NavLinks({ cartCount, user }: { cartCount: number; user: HeaderUser }) {
  return (
    <>
      {[...NAV_LINKS, ...(user ? [] : ACCOUNT_LINKS)].map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-700 ${
              isActive ? "text-brand-700" : "text-slate-700"
            }`
          }
        >
          {link.label}
          {link.to === "/cart-page" && cartCount > 0 ? (
            <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-brand-900">
              {cartCount}
              <span className="sr-only"> {cartCount === 1 ? "item" : "items"} in cart</span>
            </span>
          ) : null}
        </NavLink>
      ))}
      {user ? (
        <>
          <Link
            to={user.dashboardPath}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Welcome, {user.name.split(" ")[0]}
          </Link>
          <Link
            to="/change-password"
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
          >
            Change password
          </Link>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-brand-50"
            >
              Logout
            </button>
          </Form>
        </>
      ) : null}
    </>
  );
}
