import { readFileSync } from "node:fs";
import path from "node:path";

const CLIENT_DIR = path.resolve("build/client");
const texts = new Map<string, string>();

/** The text of a built stylesheet (its URL path under build/client), read once. */
export function readBuiltStylesheet(href: string): string {
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
