// npm run bench [-- --quick] [--only <row>] [--no-build]
// Builds, starts the production server on a fresh data directory, measures
// each row against its anchor, prints one table and (unless --quick) writes
// it to docs/PERFORMANCE.md. --quick runs a few seconds per row without
// verdicts, so the bench cannot rot; it exits non-zero only if a row crashes.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type AppServer, startAppServer } from "./lib/app-server.ts";
import type { BenchContext, Row } from "./lib/context.ts";
import { ensureCommand } from "./lib/debian.ts";
import { request } from "./lib/http.ts";
import { describeMachine, type Line, notesKeptByHand, printHeader, printLine, toMarkdown } from "./lib/report.ts";
import { admin } from "./rows/admin.ts";
import { bookings } from "./rows/bookings.ts";
import { compliance } from "./rows/compliance.ts";
import { frontEndWeight } from "./rows/front-end-weight.ts";
import { lighthouse } from "./rows/lighthouse.ts";
import { periods } from "./rows/periods.ts";
import { photoBomb } from "./rows/photo-bomb.ts";
import { publicPages } from "./rows/public-pages.ts";
import { s3Uploads } from "./rows/s3-uploads.ts";
import { twoHosts } from "./rows/two-hosts.ts";
import { uncached } from "./rows/uncached.ts";
import { uploads } from "./rows/uploads.ts";
import { visitors } from "./rows/visitors.ts";

// In this order: the uncached row anchors on the public pages row; Lighthouse
// runs before the write rows, which leave PostgreSQL busy vacuuming for
// minutes (Lighthouse scales the CPU time it observes in the browser, so a
// busy machine reads as a slow phone); the S3 and two-hosts rows start hosts
// of their own on the bench app's database; the admin row empties the
// bookings the earlier rows made before seeding; the compliance row and the
// period sweep, last, empty the clients (and so the bookings), and the sweep
// queues thousands of emails.
const ROWS: Row[] = [
  publicPages,
  uncached,
  visitors,
  frontEndWeight,
  lighthouse,
  bookings,
  uploads,
  photoBomb,
  s3Uploads,
  twoHosts,
  admin,
  compliance,
  periods,
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    only: { type: "string", multiple: true },
    "no-build": { type: "boolean", default: false },
  },
});
const unknown = (flags.only ?? []).filter((id) => !ROWS.some((row) => row.id === id));
if (unknown.length > 0) {
  console.error(`Unknown row ${unknown.join(", ")}; rows: ${ROWS.map((row) => row.id).join(", ")}`);
  process.exit(2);
}
const rows = flags.only ? ROWS.filter((row) => flags.only?.includes(row.id)) : ROWS;

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) await step().catch((error) => console.error("clean-up:", error));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

const loadAtStart = os.loadavg()[0] ?? 0;
const lines: Line[] = [];
let blogPost = "";
let crashed = false;
try {
  if (!flags["no-build"]) build();
  ensureCommand("wrk", "wrk");
  const app = await startAppServer(root);
  cleanups.push(app.stop);
  blogPost = await findBlogPost(app);
  console.log(`The blog post: ${blogPost}`);
  const context: BenchContext = {
    root,
    quick: flags.quick,
    app,
    pages: ["/", "/gst-filing", "/all-blogs", blogPost],
    cachedGzip: new Map(),
    onCleanup: (step) => cleanups.push(step),
  };
  printHeader();
  const report = (line: Line) => {
    lines.push(line);
    printLine(line);
  };
  for (const row of rows) {
    try {
      await row.run(context, report);
    } catch (error) {
      crashed = true;
      report({ row: row.id, target: "", figure: `crashed: ${(error as Error).message}`, anchor: "", pass: false });
      console.error(error);
    }
  }
} catch (error) {
  crashed = true;
  console.error(error);
} finally {
  await cleanUp();
}

if (!flags.quick && !crashed && !flags.only) {
  const file = path.join(root, "docs/PERFORMANCE.md");
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  writeFileSync(
    file,
    toMarkdown(
      lines,
      describeMachine(root, loadAtStart),
      [`The blog post is ${blogPost}, the first guide linked from /all-blogs.`, ...ROWS.map((row) => row.note)],
      notesKeptByHand(previous),
    ),
  );
  console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
}
process.exit(crashed ? 1 : 0);

function build() {
  // The whole build, as npm start makes it: React Router's, then the service
  // worker and the precompressed assets.
  console.log("Building (npm run build)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("the build failed");
}

/** A published guide's URL, from the guides index the visitor sees. */
async function findBlogPost(app: AppServer): Promise<string> {
  const html = (await request(`${app.origin}/all-blogs`, { headers: { "Accept-Encoding": "identity" } })).body.toString(
    "utf8",
  );
  const href = html.match(/href="(\/blog-page\/[^"]+)"/)?.[1];
  if (!href) throw new Error("no blog post linked from /all-blogs");
  return href;
}
