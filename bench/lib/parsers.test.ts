import { expect, test } from "vitest";
import { assetsOf } from "../rows/front-end-weight.ts";
import { notesKeptByHand, toMarkdown } from "./report.ts";
import { median, percentile } from "./stats.ts";
import { parseWrk } from "./wrk.ts";

const WRK_OUTPUT = `Running 2s test @ http://127.0.0.1:4000/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    17.20ms   30.11ms 382.00ms   95.12%
    Req/Sec     1.28k   210.55     1.60k    70.00%
  Latency Distribution
     50%  850.00us
     75%   20.01ms
     90%   40.33ms
     99%    1.20s
  5120 requests in 2.01s, 140.22MB read
  Non-2xx or 3xx responses: 3
  Socket errors: connect 0, read 2, write 0, timeout 1
Requests/sec:   2536.41
Transfer/sec:     69.76MB
`;

test("wrk's summary gives requests/s, p50 and p99 in ms, and every error", () => {
  expect(parseWrk(WRK_OUTPUT)).toEqual({ requestsPerSecond: 2536.41, p50: 0.85, p99: 1200, errors: 6 });
});

test("wrk output without a latency distribution is refused", () => {
  expect(() => parseWrk("Requests/sec: 10\n")).toThrow(/unexpected wrk output/);
});

test("percentiles are nearest-rank over unsorted samples", () => {
  const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  expect(median(samples)).toBe(5);
  expect(percentile(samples, 95)).toBe(10);
  expect(percentile(samples, 10)).toBe(1);
  expect(median([])).toBeNaN();
});

test("a page's assets are its module preloads, module imports, scripts and stylesheets on this origin", () => {
  const html = `<style data-precedence="default" data-href="/assets/app-G.css">body{margin:0}</style>
<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="n"/>
<link rel="modulepreload" href="/assets/chunk-B.js"/>
<link rel="stylesheet" href="/assets/app-C.css"/>
<link rel="stylesheet" href="https://cdn.example.com/x.css"/>
<link rel="icon" href="/favicon.svg"/>
<script src="/assets/extra-D.js"></script>
<script type="module">import * as route0 from "/assets/root-E.js";
import "/assets/side-F.js";
window.__reactRouterManifest = {"entry": {"module": "/assets/entry.client-A.js", "imports": ["/assets/chunk-B.js"]}, "routes": {}};</script>`;
  const assets = assetsOf(html);
  expect([...assets.js].sort()).toEqual([
    "/assets/chunk-B.js",
    "/assets/entry.client-A.js",
    "/assets/extra-D.js",
    "/assets/root-E.js",
    "/assets/side-F.js",
  ]);
  expect([...assets.css]).toEqual(["/assets/app-C.css"]);
  expect(assets.inlineCss).toBe("body{margin:0}");
  expect([...assets.entry]).toEqual(["/assets/entry.client-A.js", "/assets/chunk-B.js"]);
});

test("writing docs/PERFORMANCE.md again keeps the notes written by hand between the table and the list", () => {
  const machine = {
    cpu: "x",
    cores: 2,
    memory: "1 GiB",
    load: "0.1 at the start, 0.2 at the end",
    date: "2026-11-27 14:00 UTC",
    commit: "abc1234",
    node: "v20",
  };
  const line = { row: "public /", target: "p99 ≤ 25 ms", figure: "p99 4 ms", anchor: "nginx", pass: true };
  const notes = "## Rows measured apart (issue 41)\n\nMeasured by hand.\n\n## Another note\n\nText.\n\n";
  const first = toMarkdown([line], machine, ["How row one is measured."], notes);
  expect(notesKeptByHand(first)).toBe(notes);
  const again = toMarkdown(
    [{ ...line, figure: "p99 5 ms" }],
    machine,
    ["How row one is measured."],
    notesKeptByHand(first),
  );
  expect(again).toContain("| public / | p99 ≤ 25 ms | p99 5 ms | nginx | ✓ |");
  expect(again).toContain(
    "## Rows measured apart (issue 41)\n\nMeasured by hand.\n\n## Another note\n\nText.\n\n## How each row is measured",
  );
  expect(again).not.toContain("p99 4 ms");
  // A file without notes, or none at all, gives none.
  expect(notesKeptByHand(toMarkdown([line], machine, []))).toBe("");
  expect(notesKeptByHand("")).toBe("");
});
