import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import { getDashboardPath, getSessionUser } from "#app/accounts/session.server.ts";
import { isStaffPage } from "#app/admin/staff-pages.ts";
import stylesheet from "#app/app.css?url";
import { getCart } from "#app/cart/cart.server.ts";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { FloatingActions } from "#app/components/floating-actions.tsx";
import { LanguageOffer } from "#app/components/language-offer.tsx";
import { shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { useNonce } from "#app/components/nonce.tsx";
import { RouteFocus } from "#app/components/route-focus.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { StaffHeader } from "#app/components/staff-header.tsx";
import { Stylesheet } from "#app/components/stylesheet.tsx";
import { Toasts } from "#app/components/toasts.tsx";
import { getEnv } from "#app/env.server.ts";
import devanagariFile from "#app/fonts/subset/devanagari.woff2?url";
import oriyaFile from "#app/fonts/subset/oriya.woff2?url";
import { getLanguageOfPath, LANGUAGE_TAGS, type Language } from "#app/i18n/languages.ts";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { PageMessages } from "#app/i18n/page-messages.tsx";
import { useServiceWorker } from "#app/service-worker/register.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import { takeToasts } from "#app/toast.server.ts";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// The footer and the floating contact buttons are on every client page.
export const handle = { i18n: ["site"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const [cart, user, { toasts, headers }] = await Promise.all([
    getCart(request),
    getSessionUser(request),
    takeToasts(request),
  ]);
  return data(
    {
      site: getSiteConfig(),
      siteUrl: getEnv().SITE_URL,
      cartCount: cart.length,
      user: user ? { name: user.name, dashboardPath: getDashboardPath(user.role) } : null,
      toasts,
    },
    { headers },
  );
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** A language's own letters, fetched with its pages (app/app.css names the font on them by their lang). */
const SCRIPT_FONTS: Partial<Record<Language, string>> = { hi: devanagariFile, or: oriyaFile };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRootData();
  const site = rootData?.site ?? SAMPLE_SITE_CONFIG;
  const { pathname } = useLocation();
  const staffPage = isStaffPage(pathname);
  const language = getLanguageOfPath(pathname);
  const scriptFont = SCRIPT_FONTS[language];
  const { t } = useTranslation();
  useServiceWorker();
  return (
    // The floating buttons' dock (app/app.css) on the pages that show them.
    <html lang={LANGUAGE_TAGS[language]} className={staffPage ? undefined : "floating-dock"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* brand-900 (app/app.css), as in public/manifest.webmanifest */}
        <meta name="theme-color" content="#122246" />
        <Stylesheet href={stylesheet} />
        {/* Fetched with the page, not after the stylesheet asks: the text swaps to it before it is read. */}
        {scriptFont ? (
          <link rel="preload" href={scriptFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:min-h-11 focus:min-w-11 btn-primary"
        >
          {t("skipToContent")}
        </a>
        {staffPage ? (
          <StaffHeader site={site} user={rootData?.user ?? null} />
        ) : (
          <SiteHeader site={site} cartCount={rootData?.cartCount ?? 0} user={rootData?.user ?? null} />
        )}
        <main id="main" className="flex-1">
          {children}
        </main>
        {staffPage ? null : <SiteFooter site={site} />}
        {staffPage ? null : <FloatingActions site={site} />}
        {staffPage ? null : <LanguageOffer />}
        <Toasts flash={rootData?.toasts ?? []} />
        <RouteFocus />
        <ScrollRestoration nonce={nonce} />
        <PageMessages nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// After a form's post failed for want of a network, the page stays as it is.
export const shouldRevalidate = shouldRevalidateUnlessOffline;

export const ErrorBoundary = GeneralErrorBoundary;
