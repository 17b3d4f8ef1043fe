import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

// In the language of the address (the i18n instance is the page's); a route
// whose loader may throw reads "legal" in its handle, or the browser loads it.

/** The one error boundary: a 404 page, or a way back from anything else. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <SomethingWentWrong error={error} />;
}

function NotFound() {
  const { t } = useTranslation("legal");
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("notFound.lead")}</p>
      <p className="mt-1 text-slate-600">{t("notFound.hint")}</p>
      <Link to="/" className="btn-primary mt-8">
        {t("notFound.goHome")}
      </Link>
    </section>
  );
}

const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_AT_KEY = "chunk-error-reloaded-at";

function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation("legal");
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
  useEffect(() => {
    // A link followed with the network gone: the offline page (with the
    // firm's phone) says more than an error, and brings the visitor back.
    if (!navigator.onLine) {
      const from = `${window.location.pathname}${window.location.search}`;
      window.location.replace(`/offline?${new URLSearchParams({ from })}`);
    }
  }, []);
  useEffect(() => {
    // After a deploy, an open tab may ask for code that no longer exists.
    // Reload once to fetch the new build; never loop.
    if (!isChunkError) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last > 60_000) {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      window.location.reload();
    }
  }, [isChunkError]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t("error.title")}</h1>
      <p className="mt-3 max-w-md text-slate-700">{status >= 500 ? t("error.server") : t("error.request")}</p>
      {import.meta.env.DEV && error instanceof Error ? (
        <pre className="mt-6 max-w-full overflow-auto rounded bg-slate-100 p-4 text-left text-xs">{error.stack}</pre>
      ) : null}
      <Link to="/" className="btn-primary mt-8">
        {t("notFound.goHome")}
      </Link>
    </section>
  );
}
