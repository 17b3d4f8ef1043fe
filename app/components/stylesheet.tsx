import { createContext, useContext } from "react";

// The site's one stylesheet is sent inside every page, not as a file: a
// phone on a slow network paints the page from the first response instead
// of waiting for a second one (docs/decisions/007-stylesheet-in-the-page.md).
//
// The server reads the built file's text (entry.server.tsx gives it here).
// The browser never needs the text: React treats a <style> with `href` and
// `precedence` as a resource known by its href, so hydration takes over the
// server's element as it is and never compares its content.
const StylesheetTextContext = createContext<(href: string) => string>(() => "");

export const StylesheetTextProvider = StylesheetTextContext.Provider;

export function Stylesheet({ href }: { href: string }) {
  const readText = useContext(StylesheetTextContext);
  // Vite's development server serves the stylesheet itself (and updates it live).
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  return (
    <style href={href} precedence="default">
      {readText(href)}
    </style>
  );
}
