// The anchor of the public pages: Debian's nginx, run by the bench with its
// own config in a temp dir, serving the exact bytes the app returned (and
// its gzip bytes through gzip_static). Debian's nginx has no brotli, so the
// compressed comparison is gzip against gzip.
import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getFreePort } from "#tests/free-port.ts";
import { ensureCommand } from "./debian.ts";

export type StaticPage = {
  /** The path as requested, e.g. /blog-page/GST/input-tax-credit-basics. */
  url: string;
  identity: Buffer;
  /** The app's gzip answer, or null when it did not compress this page. */
  gzip: Buffer | null;
};

export type Nginx = { origin: string; stop(): Promise<void> };

export async function startNginx(pages: readonly StaticPage[]): Promise<Nginx> {
  ensureCommand("nginx", "nginx");
  const dir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-nginx-"));
  // Workers run as nobody when the bench is root: they must read the files.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "www"), { mode: 0o755 });
  await mkdir(path.join(dir, "temp"));
  const locations: string[] = [];
  for (const [index, page] of pages.entries()) {
    const file = `page-${index}.html`;
    await writeFile(path.join(dir, "www", file), page.identity, { mode: 0o644 });
    if (page.gzip) await writeFile(path.join(dir, "www", `${file}.gz`), page.gzip, { mode: 0o644 });
    // nginx matches locations against the decoded path.
    locations.push(`    location = ${JSON.stringify(decodeURIComponent(page.url))} { try_files /${file} =404; }`);
  }
  const port = await getFreePort();
  const temp = path.join(dir, "temp");
  const config = `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  types { }
  default_type "text/html; charset=utf-8";
  sendfile on;
  tcp_nopush on;
  # Like Node's server: a keep-alive connection is never closed for its count.
  keepalive_requests 10000000;
  gzip off;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
${locations.join("\n")}
  }
}
`;
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, config);
  const child = spawn("nginx", ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${origin}${pages[0]?.url ?? "/"}`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitUntilServing(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error("nginx did not start serving within 10 s");
}
