import { useMatches } from "react-router";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
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
  const json = writePageMessages(i18n.language, usePageNamespaces(), (language, namespace) =>
    i18n.getResourceBundle(language, namespace),
  );
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

/**
 * The JSON of a language's messages for a set of namespaces, written once:
 * the messages do not change while a process runs, and the same dozen sets
 * serve every page (writing them took about 1% of a rendered page's time).
 * Kept only when every namespace is loaded: a browser that has not loaded
 * one yet writes its JSON afresh.
 */
const WRITTEN = new Map<string, string>();

export function writePageMessages(
  language: string,
  namespaces: readonly Namespace[],
  bundleOf: (language: string, namespace: Namespace) => object | undefined,
): string {
  const key = `${language} ${namespaces.join(" ")}`;
  const written = WRITTEN.get(key);
  if (written !== undefined) return written;
  const bundles = namespaces.map((namespace) => [namespace, bundleOf(language, namespace)] as const);
  // JSON in a <script> must not close it: "<" is written as \u003c.
  const json = JSON.stringify({
    language,
    bundles: Object.fromEntries(bundles.map(([namespace, bundle]) => [namespace, bundle ?? {}])),
  }).replace(/</g, "\\u003c");
  if (bundles.every(([, bundle]) => bundle !== undefined)) WRITTEN.set(key, json);
  return json;
}
