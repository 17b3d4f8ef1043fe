import { createContext, useContext } from "react";

// The site's one stylesheet (docs/decisions/007-page-before-scripts.md). A
// first visit gets it inside the page: a phone on a slow network paints from
// the first response instead of waiting for a second one. A visitor with a
// cookie has been here before and has the file (the service worker keeps
// it), so their pages link it and stay small.
//
// The server decides and, for an inline page, reads the built file's text
// (entry.server.tsx gives it here). The browser never needs the text: React
// knows a <style> or <link> with `precedence` by its href, so hydration
// takes over whichever element the server sent, as it is.
export type StylesheetSource = { inline: false } | { inline: true; readText: (href: string) => string };

const StylesheetContext = createContext<StylesheetSource | null>(null);

export const StylesheetProvider = StylesheetContext.Provider;

/** In the browser: what the server chose for this page. */
const sentInline = typeof document !== "undefined" && document.querySelector("style[data-href]") !== null;

export function Stylesheet({ href }: { href: string }) {
  const source = useContext(StylesheetContext);
  // Vite's development server serves the stylesheet itself (and updates it live).
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  if (source ? source.inline : sentInline) {
    return (
      <style href={href} precedence="default">
        {source?.inline ? source.readText(href) : ""}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="default" />;
}
