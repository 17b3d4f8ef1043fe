import { readFileSync } from "node:fs";
import path from "node:path";
import type { StylesheetChoice } from "#app/components/stylesheet.tsx";

const CLIENT_DIR = path.resolve("build/client");
const texts = new Map<string, string>();

/**
 * Whether this request's page carries the stylesheet inside it: only for a
 * visitor without cookies (a first visit, a crawler, every kept page). One
 * with a cookie has loaded a page before, so has the file.
 */
export function stylesheetFor(request: Request): StylesheetChoice {
  return { inline: !request.headers.has("Cookie"), readText: readBuiltStylesheet };
}

/** The text of a built stylesheet (its URL path under build/client), read once. */
function readBuiltStylesheet(href: string): string {
  let text = texts.get(href);
  if (text === undefined) {
    const file = path.join(CLIENT_DIR, path.normalize(href));
    if (!file.startsWith(`${CLIENT_DIR}${path.sep}`) || !file.endsWith(".css")) {
      throw new Error(`Not a built stylesheet: ${href}`);
    }
    text = readFileSync(file, "utf8");
    texts.set(href, text);
  }
  return text;
}
