import type { Module, ReadCallback } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "#app/i18n/i18n.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { PAGE_MESSAGES_ID } from "#app/i18n/page-messages.tsx";

// Each namespace of each language is its own small file, loaded when a page
// that reads it is opened; the first page's are in the page itself.
const NAMESPACE_FILES = import.meta.glob<{ default: object }>(["./i18n/locales/*/*.ts", "!**/index.ts"]);

const loadNamespace: Module & { read(language: string, namespace: string, callback: ReadCallback): void } = {
  type: "backend",
  read(language, namespace, callback) {
    const load = NAMESPACE_FILES[`./i18n/locales/${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`No messages for ${language}/${namespace}`), false);
    load().then(
      (file) => callback(null, file.default as Record<string, string>),
      (error: Error) => callback(error, false),
    );
  },
};

const page = JSON.parse(document.getElementById(PAGE_MESSAGES_ID)?.textContent ?? "{}");
const i18n = createI18n(isLanguage(page.language) ? page.language : "en", page.bundles ?? {}, loadNamespace);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
