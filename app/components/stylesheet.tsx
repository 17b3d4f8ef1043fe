import { createContext, useContext } from "react";

// The site's one stylesheet (docs/decisions/007-page-before-scripts.md). A
// first visit gets it inside the page: a phone on a slow network paints from
// the first response instead of waiting for a second one. A visitor with a
// cookie has been here before and has the file (the service worker keeps
// it), so their pages link it and stay small.
//
// The server decides and gives its choice here (app/stylesheet.server.ts).
// The browser never needs the text: React knows a <style> or <link> with
// `precedence` by its href, so hydration takes over whichever element the
// server sent, as it is.
export type StylesheetChoice = { inline: boolean; readText: (href: string) => string };

/** In the browser: what the server chose for this page, without the text. */
const CHOSEN_BY_THE_SERVER: StylesheetChoice = {
  inline: typeof document !== "undefined" && document.querySelector("style[data-href]") !== null,
  readText: () => "",
};

const StylesheetContext = createContext<StylesheetChoice>(CHOSEN_BY_THE_SERVER);

export const StylesheetProvider = StylesheetContext.Provider;

export function Stylesheet({ href }: { href: string }) {
  const { inline, readText } = useContext(StylesheetContext);
  // Vite's development server serves the stylesheet itself (and updates it live).
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  if (!inline) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {readText(href)}
    </style>
  );
}
