// Load from wrk (Debian's package): keep-alive HTTP/1.1 connections, and its
// latency distribution for p50 and p99.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number };

export async function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (e.g. one that varies the path of each request). */
  script?: string;
}): Promise<LoadResult> {
  const { url, connections, seconds, headers = {}, script } = options;
  const args = [
    `--threads=${Math.min(2, connections)}`,
    `--connections=${connections}`,
    `--duration=${seconds}s`,
    // Slow answers must count in the latencies, not vanish as timeouts.
    "--timeout=10s",
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
    ...(script ? [`--script=${script}`] : []),
    url,
  ];
  const { stdout } = await run("wrk", args, { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}

/** Reads wrk's summary: Requests/sec, the 50% and 99% latency lines, errors. */
export function parseWrk(output: string): LoadResult {
  const requests = output.match(/Requests\/sec:\s+([\d.]+)/);
  const p50 = output.match(/^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  const p99 = output.match(/^\s+99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  if (!requests || !p50 || !p99) throw new Error(`unexpected wrk output:\n${output}`);
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requestsPerSecond: Number(requests[1]),
    p50: toMs(p50),
    p99: toMs(p99),
    errors: non2xx + socketErrors,
  };
}

function toMs(match: RegExpMatchArray): number {
  const value = Number(match[1]);
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return value * factor;
}
