import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "#app/i18n/languages.ts";
import type { Namespace } from "#app/i18n/messages.ts";
import { type LoadNamespace, PageI18n, PageI18nProvider } from "#app/i18n/page-i18n.tsx";
import { PAGE_MESSAGES_ID } from "#app/i18n/page-messages.tsx";

// Each namespace of each language is its own small file, loaded when a page
// that reads it is opened; the first page's are in the page itself.
const NAMESPACE_FILES = import.meta.glob<{ default: Record<string, unknown> }>([
  "./i18n/locales/*/*.ts",
  "!**/index.ts",
]);

const loadNamespace: LoadNamespace = async (language, namespace: Namespace) => {
  const load = NAMESPACE_FILES[`./i18n/locales/${language}/${namespace}.ts`];
  if (!load) throw new Error(`No messages for ${language}/${namespace}`);
  return (await load()).default;
};

const page = JSON.parse(document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? "{}");
const i18n = new PageI18n(isLanguage(page.language) ? page.language : "en", page.bundles ?? {}, loadNamespace);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <PageI18nProvider i18n={i18n}>
        <HydratedRouter />
      </PageI18nProvider>
    </StrictMode>,
  );
});
