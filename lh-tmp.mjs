import lighthouse from "lighthouse";
import { spawn } from "node:child_process";
const chrome = spawn("/usr/bin/chromium", ["--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=9333", "--user-data-dir=/tmp/prof/lhprof", "about:blank"], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 2000));
for (const page of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:3911${page}`, { port: 9333, output: "json", logLevel: "error", onlyCategories: ["performance", "best-practices"] });
  const a = r.lhr.audits;
  console.log(page, "perf", r.lhr.categories.performance.score, "FCP", a["first-contentful-paint"].displayValue, "LCP", a["largest-contentful-paint"].displayValue, "TBT", a["total-blocking-time"].displayValue, "CLS", a["cumulative-layout-shift"].displayValue, "SI", a["speed-index"].displayValue);
  console.log("  insp", JSON.stringify(a["inspector-issues"].details?.items ?? []).slice(0, 800));
  for (const id of ["render-blocking-insight", "render-blocking-resources", "lcp-discovery-insight", "network-dependency-tree-insight", "font-display-insight", "unused-javascript"]) if (a[id] && a[id].score !== null && a[id].score < 1) console.log("  ", id, a[id].displayValue ?? "", JSON.stringify(a[id].details?.items?.slice?.(0, 3) ?? "").slice(0, 400));
}
chrome.kill();
