// An older build of the site, run beside today's so that a browser figure
// has an anchor measured on the same machine in the same minutes (issue 41).
// Built once into a folder outside the repository and reused by later runs.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AppServer, startAppServer } from "./app-server.ts";

/**
 * The build of 2026-11-23, whose Lighthouse scores (99 on every page,
 * docs/PERFORMANCE.md of that commit) came before the blocking time that
 * issue 41 reports.
 */
export const ANCHOR_COMMIT = "0590e84";

/** Written last, so a build cut off halfway is made again. */
const READY = ".bench-anchor-ready";

/** The anchor's folder: ETF_BENCH_ANCHOR_DIR, else one in the system's temporary folder. */
function anchorDir(): string {
  return process.env.ETF_BENCH_ANCHOR_DIR ?? path.join(os.tmpdir(), `etf-bench-anchor-${ANCHOR_COMMIT}`);
}

/** The anchor's production server on its own data directory and ports, built first if it is not yet. */
export async function startAnchorServer(root: string): Promise<AppServer> {
  const dir = anchorDir();
  if (!existsSync(path.join(dir, READY))) buildAnchor(root, dir);
  return startAppServer(dir);
}

function buildAnchor(root: string, dir: string): void {
  console.log(`Building the anchor ${ANCHOR_COMMIT} in ${dir} (once; a few minutes)…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = path.join(dir, "source.tar");
  run("git", ["archive", "--format=tar", `--output=${archive}`, ANCHOR_COMMIT], root);
  run("tar", ["-xf", archive], dir);
  rmSync(archive);
  // Not `npm ci`: that commit's lock file lacks other platforms' optional
  // packages that today's npm asks for, and npm ci refuses it.
  run("npm", ["install", "--no-audit", "--no-fund"], dir);
  run("npm", ["run", "build"], dir);
  writeFileSync(path.join(dir, READY), `${new Date().toISOString()}\n`);
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status})`);
}
