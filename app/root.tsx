import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import stylesheet from "#app/app.css?url";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { FloatingActions } from "#app/components/floating-actions.tsx";
import { useNonce } from "#app/components/nonce.tsx";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { getEnv } from "#app/env.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { SAMPLE_SITE_CONFIG } from "#app/site.ts";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader() {
  return { site: getSiteConfig(), siteUrl: getEnv().SITE_URL };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const site = useRootData()?.site ?? SAMPLE_SITE_CONFIG;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 btn-primary"
        >
          Skip to content
        </a>
        <SiteHeader site={site} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter site={site} />
        <FloatingActions site={site} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
