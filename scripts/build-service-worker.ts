// Writes build/client/sw.js after `react-router build` (see `npm run build`):
// the worker of app/service-worker/sw.ts with this build's files to precache
// and a version derived from their contents, so every deploy that changes a
// file ships a byte-different worker and browsers install it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { OFFLINE_PATH } from "#app/service-worker/routing.ts";

const CLIENT_DIR = path.resolve("build/client");
const SOURCE_DIR = path.resolve("app/service-worker");
const OUTPUT = "sw.js";

/** Every file under a folder, as URL paths below `urlPrefix`. */
function listUrlPaths(dir: string, urlPrefix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `${urlPrefix}/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
}

function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

// Built JS, CSS and fonts (all content-hashed, not their precompressed
// .gz/.br twins), the icons and the favicon: everything the offline page
// needs to look like the site, and the stylesheet that returning visitors'
// pages link instead of carrying it.
// Of the font's subsets only the Latin ones: the site is in English, and a
// browser fetches another subset only for a page that needs it.
const PRECACHED_ASSET = /\.(js|css|woff2?)$/;
const OTHER_SCRIPTS_FONT = /\/inter-(cyrillic|greek|vietnamese)/;
const files = [
  ...listUrlPaths(path.join(CLIENT_DIR, "assets"), "/assets").filter(
    (file) => PRECACHED_ASSET.test(file) && !OTHER_SCRIPTS_FONT.test(file),
  ),
  ...listUrlPaths(path.join(CLIENT_DIR, "icons"), "/icons"),
  "/favicon.svg",
].sort();

// The worker's own source counts too: a change to how it behaves is a new version.
const workerSources = readdirSync(SOURCE_DIR)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .sort()
  .map((name) => readFileSync(path.join(SOURCE_DIR, name), "utf8"));
const version = sha256(
  [...files.map((file) => `${file} ${sha256(readFileSync(path.join(CLIENT_DIR, file)))}`), ...workerSources].join("\n"),
).slice(0, 16);

await build({
  configFile: false,
  publicDir: false,
  logLevel: "warn",
  define: {
    __SW_VERSION__: JSON.stringify(version),
    __SW_PRECACHE__: JSON.stringify([...files, OFFLINE_PATH]),
  },
  build: {
    outDir: CLIENT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    // Readable on purpose: it is small, and it is the file to read when a
    // browser misbehaves.
    minify: false,
    target: "es2020",
    lib: { entry: path.join(SOURCE_DIR, "sw.ts"), formats: ["iife"], name: "serviceWorker", fileName: () => OUTPUT },
  },
});

console.log(`${OUTPUT}: version ${version}, ${files.length + 1} URLs to precache`);
