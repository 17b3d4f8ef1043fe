// The process entry: `npm start` (production) and `npm run dev`.
// Everything else lives in TypeScript under server/ and app/; in production
// it is one bundle (build/server/index.js), built here when missing or stale.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
process.chdir(root);

const BUILD_ENTRY = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];

// The site runs on the Node.js that npm install puts in node_modules/.bin
// (package.json "node"); npm scripts run that one. Started another way
// (`node server.js` from a shell, a unit naming /usr/bin/node), say so.
if (cluster.isPrimary) {
  const pinned = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).dependencies?.node;
  if (pinned && process.version.split(".")[0] !== `v${pinned.split(".")[0]}`) {
    console.warn(
      `Running on Node.js ${process.version}, not the project's ${pinned}: start the site with npm start` +
        " or node_modules/.bin/node server.js (README.md, docs/DEPLOYMENT.md).",
    );
  }
}

if (process.env.NODE_ENV === "development") {
  const { createServer } = await import("vite");
  const devServer = await createServer({ server: { middlewareMode: true } });
  const { startServer } = await devServer.ssrLoadModule("./server/main.ts");
  await startServer({ devServer });
} else {
  // Server processes are forked from this file too, after the build.
  if (cluster.isPrimary && isBuildStale()) {
    console.log("Building the site (first start or sources changed)…");
    // The whole build: React Router's, then the service worker and the
    // precompressed assets (package.json "build").
    const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  try {
    const { startServer } = await import(BUILD_ENTRY);
    await startServer();
  } catch (error) {
    // Configuration and start-up errors carry a message meant for people.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

function isBuildStale() {
  if (process.env.SKIP_BUILD_CHECK === "1") return false;
  if (!existsSync(BUILD_ENTRY)) return true;
  const builtAt = statSync(BUILD_ENTRY).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}
