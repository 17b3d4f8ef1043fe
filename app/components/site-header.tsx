import { Form } from "react-router";
import { MenuIcon, PhoneIcon } from "#app/components/icons.tsx";
import { LanguageSwitch } from "#app/components/language-switch.tsx";
import { Logo } from "#app/components/logo.tsx";
import { Link, NavLink } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getTelHref, type SiteConfig } from "#app/site.ts";

const NAV_LINKS = [
  { to: "/", label: "home" },
  { to: "/all-blogs", label: "blogs" },
  { to: "/cart-page", label: "services" },
  { to: "/tools", label: "tools" },
] as const;

const ACCOUNT_LINKS = [
  { to: "/login", label: "login" },
  { to: "/signup", label: "signUp" },
] as const;

type HeaderUser = { name: string; dashboardPath: string } | null;

export function SiteHeader(props: { site: SiteConfig; cartCount: number; user: HeaderUser }) {
  const { site, cartCount, user } = props;
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="bg-brand-900 text-sm text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
          <Link to="/enquiry-page" className="hover:underline">
            {t("header.promise")}
          </Link>
          {/* On a phone the number and the switch take a row each, whatever the font: a row that fits
              only once the web fonts load moved the whole page down as they did. */}
          <div className="flex flex-col items-start sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
            <a href={getTelHref(site.phone)} className="flex items-center gap-1.5 py-0.5 font-semibold hover:underline">
              <PhoneIcon /> <span>{t("header.call", { phone: site.phone })}</span>
            </a>
            <LanguageSwitch className="-ml-2 sm:ml-0" />
          </div>
        </div>
      </div>
      <nav aria-label={t("header.mainNav")} className="container-page flex items-center justify-between gap-4 py-3">
        <Link to="/" aria-label={t("header.homeLabel", { name: site.name })}>
          <Logo name={site.name} />
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLinks cartCount={cartCount} user={user} />
          <Link to="/enquiry-page" className="btn-primary ml-2">
            {t("header.createEnquiry")}
          </Link>
        </div>
        {/* A <details> menu opens and closes without JavaScript. */}
        <details className="group relative md:hidden">
          <summary className="btn-secondary list-none px-3 [&::-webkit-details-marker]:hidden">
            <MenuIcon className="text-xl" />
            <span className="sr-only">{t("header.menu")}</span>
          </summary>
          <div className="absolute right-0 z-30 mt-2 flex w-56 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
            <NavLinks cartCount={cartCount} user={user} />
            <Link to="/enquiry-page" className="btn-primary mt-1">
              {t("header.createEnquiry")}
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}

function NavLinks({ cartCount, user }: { cartCount: number; user: HeaderUser }) {
  const { t } = useTranslation();
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
          {t(`header.nav.${link.label}`)}
          {link.to === "/cart-page" && cartCount > 0 ? (
            <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-brand-900">
              {cartCount}
              <span className="sr-only"> {t("header.cartItems", { count: cartCount })}</span>
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
            {t("header.welcome", { name: user.name.split(" ")[0] ?? user.name })}
          </Link>
          <Link
            to="/change-password"
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
          >
            {t("header.changePassword")}
          </Link>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-brand-50"
            >
              {t("header.logout")}
            </button>
          </Form>
        </>
      ) : null}
    </>
  );
}
