// f. What each public page makes the browser download before it is
// interactive: the JS modules and stylesheets its HTML names, from build/,
// and the styles inside the page, gzipped (level 9). The anchor is the entry
// alone (React and React Router), which every page loads.
import { readFile } from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import { judge, pageLabel, type Row } from "../lib/context.ts";
import { kb } from "../lib/format.ts";
import { request } from "../lib/http.ts";

const JS_TARGET = 125 * 1024;
const CSS_TARGET = 15 * 1024;

export const frontEndWeight: Row = {
  id: "weight",
  note: `Front-end weight: for each public page, the JS (module preloads, module scripts and their static imports as the served HTML names them) and the CSS (stylesheets it links, read from build/client, and the styles inside the page), gzipped at level 9; the anchor is the entry module and its imports alone (React, React Router). Targets: ≤ ${kb(JS_TARGET)} JS, ≤ ${kb(CSS_TARGET)} CSS per page.`,
  async run(context, report) {
    const client = path.join(context.root, "build/client");
    const gzipSize = async (href: string) =>
      zlib.gzipSync(await readFile(path.join(client, new URL(href, "http://x").pathname)), { level: 9 }).length;
    const total = async (hrefs: Iterable<string>) =>
      (await Promise.all([...hrefs].map(gzipSize))).reduce((sum, size) => sum + size, 0);
    for (const page of context.pages) {
      const html = (
        await request(`${context.app.origin}${page}`, { headers: { "Accept-Encoding": "identity" } })
      ).body.toString("utf8");
      const assets = assetsOf(html);
      const [js, linkedCss, entry] = await Promise.all([total(assets.js), total(assets.css), total(assets.entry)]);
      const inlineCss = assets.inlineCss ? zlib.gzipSync(assets.inlineCss, { level: 9 }).length : 0;
      const css = linkedCss + inlineCss;
      report({
        row: `weight ${pageLabel(page)}`,
        target: `JS ≤ ${kb(JS_TARGET)}, CSS ≤ ${kb(CSS_TARGET)}`,
        figure: `JS ${kb(js)} (${assets.js.size} files), CSS ${kb(css)}${inlineCss ? " (in the page)" : ""}`,
        anchor: `entry JS ${kb(entry)}`,
        pass: judge(context, js <= JS_TARGET && css <= CSS_TARGET && assets.js.size > 0),
      });
    }
  },
};

/** The same-origin JS and CSS a page's HTML loads at start, and the CSS inside it. */
export function assetsOf(html: string): { js: Set<string>; css: Set<string>; inlineCss: string; entry: Set<string> } {
  const local = (href: string | undefined): href is string => Boolean(href?.startsWith("/"));
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if (!local(href)) continue;
    if (rel === "modulepreload") js.add(href);
    if (rel === "stylesheet") css.add(href);
  }
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attribute(tag, "src");
    if (local(src)) js.add(src);
  }
  // React Router's inline module script imports the route modules.
  for (const [, href] of html.matchAll(/import\s+(?:[^"';]+\s+from\s+)?"(\/[^"]+\.js)"/g)) js.add(href as string);
  const entryBlock = html.match(/"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/);
  const entry = new Set<string>(
    entryBlock
      ? [
          entryBlock[1] as string,
          ...[...(entryBlock[2] as string).matchAll(/"([^"]+)"/g)].map((match) => match[1] as string),
        ]
      : [],
  );
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  return { js, css, inlineCss, entry };
}
