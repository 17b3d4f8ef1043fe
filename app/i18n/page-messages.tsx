import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { I18nHandle, Namespace } from "./messages.ts";

/** Where the browser finds the page's messages before it hydrates (app/entry.client.tsx). */
export const PAGE_MESSAGES_ID = "page-messages";

/** The namespaces the matched routes read: "common" and each route's `handle.i18n`. */
function usePageNamespaces(): Namespace[] {
  const matches = useMatches();
  const namespaces = new Set<Namespace>(["common"]);
  for (const match of matches) {
    for (const namespace of (match.handle as Partial<I18nHandle> | undefined)?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

/**
 * The messages this page was rendered with, as JSON in the page: the browser
 * starts with the same words without another request. The server and the
 * browser write the same text, so hydration keeps it.
 */
export function PageMessages({ nonce }: { nonce?: string }) {
  const { i18n } = useTranslation();
  const namespaces = usePageNamespaces();
  const bundles = Object.fromEntries(
    namespaces.map((namespace) => [namespace, i18n.getResourceBundle(i18n.language, namespace) ?? {}]),
  );
  // JSON in a <script> must not close it: "<" is written as \u003c.
  const json = JSON.stringify({ language: i18n.language, bundles }).replace(/</g, "\\u003c");
  return (
    <script
      id={PAGE_MESSAGES_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, written by us
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
