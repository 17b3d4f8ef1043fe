// Debian's nginx in front of the app hosts, run as the bench runs it (an
// unprivileged master in the foreground, with its own prefix, pid and temp
// folders), with deploy/nginx.conf as the operator would install it: the
// file's {{…}} placeholders filled in, included in the `http` block of a
// small main config that stands for /etc/nginx/nginx.conf.
import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { ensureCommand } from "../../bench/lib/debian.ts";

const SITE_CONFIG = path.join(process.cwd(), "deploy", "nginx.conf");

export type ClusterNginx = {
  origin: string;
  /** What `$upstream_addr` says for each app host: "127.0.0.1:PORT". */
  upstreamOf(port: number): string;
  /** The access log's line for a request id (from the X-Request-Id answer header), waiting for it to be written. */
  logLine(requestId: string): Promise<AccessLogLine>;
  /** Every line of the access log so far. */
  readLog(): Promise<AccessLogLine[]>;
  stop(): Promise<void>;
};

type AccessLogLine = {
  method: string;
  path: string;
  status: number;
  requestId: string;
  /** Every host nginx tried, in order ("127.0.0.1:1234"); the last one gave the answer. */
  upstreams: string[];
  upstreamStatuses: string[];
};

/** Fills the placeholders of deploy/nginx.conf; a placeholder left unfilled is an error. */
function renderSiteConfig(template: string, values: Record<string, string>): string {
  const rendered = template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: no value for ${match}`);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !template.includes(`{{${name}}}`));
  if (unused.length > 0) throw new Error(`deploy/nginx.conf has no placeholder for ${unused.join(", ")}`);
  return rendered;
}

const LINE =
  /^\S+ \[[^\]]+\] "(\S+) (\S+)[^"]*" (\d+) \d+ rt=\S+ id=(\w+) upstream="([^"]*)" ustatus="([^"]*)" urt="[^"]*"$/;

function parseLine(line: string): AccessLogLine | null {
  const match = LINE.exec(line);
  if (!match) return null;
  return {
    method: match[1] ?? "",
    path: match[2] ?? "",
    status: Number(match[3]),
    requestId: match[4] ?? "",
    upstreams: splitList(match[5] ?? ""),
    upstreamStatuses: splitList(match[6] ?? ""),
  };
}

/** nginx lists the hosts tried with ", " (and the groups of an internal redirect with " : "); "-" for none. */
const splitList = (value: string) => value.split(/\s*[,:]\s+/).filter((part) => part && part !== "-");

export async function startClusterNginx(appPorts: [number, number], port: number): Promise<ClusterNginx> {
  ensureCommand("nginx", "nginx");
  const dir = await mkdtemp(path.join(os.tmpdir(), "etf-cluster-nginx-"));
  // Workers run as nobody when the test runs as root: they write the temp folders.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "temp"), { mode: 0o777 });
  await mkdir(path.join(dir, "logs"), { mode: 0o755 });
  const site = renderSiteConfig(await readFile(SITE_CONFIG, "utf8"), {
    APP_HOST_1: `127.0.0.1:${appPorts[0]}`,
    APP_HOST_2: `127.0.0.1:${appPorts[1]}`,
    LISTEN: `127.0.0.1:${port}`,
    SERVER_NAME: "127.0.0.1",
    LOG_DIR: path.join(dir, "logs"),
  });
  await writeFile(path.join(dir, "etf.conf"), site);
  const temp = path.join(dir, "temp");
  // What Debian's /etc/nginx/nginx.conf provides around the site's file.
  const main = `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  default_type application/octet-stream;
  # Debian's default, which the site's file turns off for itself.
  gzip on;
  include ${dir}/etf.conf;
}
`;
  const configFile = path.join(dir, "nginx.conf");
  await writeFile(configFile, main);
  const errorLog = path.join(dir, "logs", "error.log");
  const child = spawn("nginx", ["-p", dir, "-c", configFile, "-e", errorLog], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const accessLog = path.join(dir, "logs", "etf-access.log");

  const readLog = async () =>
    (await readFile(accessLog, "utf8").catch(() => ""))
      .split("\n")
      .map(parseLine)
      .filter((line): line is AccessLogLine => line !== null);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${origin}/healthz`, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    upstreamOf: (appPort) => `127.0.0.1:${appPort}`,
    readLog,
    async logLine(requestId) {
      // nginx writes the line as the request ends, which can be just after the client has the answer.
      for (let attempt = 0; attempt < 40; attempt++) {
        const line = (await readLog()).find((candidate) => candidate.requestId === requestId);
        if (line) return line;
        await sleep(25);
      }
      throw new Error(`no access log line for request ${requestId}`);
    },
    stop,
  };
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}: ${stderr()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nginx did not start serving within 10 s: ${stderr()}`);
}
