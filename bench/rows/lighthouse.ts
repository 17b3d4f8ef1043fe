// g. Lighthouse 12 with its mobile defaults in Debian's Chromium, started
// by the bench with a DevTools port (no chrome-launcher needed).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { addToCart, BENCH_CART } from "../lib/cart.ts";
import { judge, type Row } from "../lib/context.ts";
import { median } from "../lib/stats.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const TARGET = "100 in each";

type Flags = Parameters<typeof import("lighthouse").default>[1];

export const lighthouse: Row = {
  id: "lighthouse",
  note: `Lighthouse 12: its Node API with mobile defaults (simulated throttling) in headless Chromium (CHROME_PATH, else /usr/bin/chromium), median score of 3 runs per page (1 run of / in quick mode; the home and /gst-filing in Hindi and Odia as well), for two visits: a first visit (Lighthouse clears the origin's storage and cache before each run) and a repeat visit with a cart cookie of three services (the cookie on every request, storage and cache kept, one load first that is not counted). Targets: performance, accessibility, best practices and SEO 100.`,
  async run(context, report) {
    // The home and a service page in Hindi and Odia too: equal to the English (issue 39.5).
    const pages = [
      "/",
      "/gst-filing",
      "/cart-page",
      "/all-blogs",
      ...context.pages.filter(isPost),
      "/hi",
      "/or",
      "/hi/gst-filing",
      "/or/gst-filing",
    ];
    // Loaded here so the other rows run even where the package is missing.
    const { default: runLighthouse } = await import("lighthouse").catch(() => ({ default: null }));
    if (!runLighthouse) {
      report({
        row: "lighthouse",
        target: TARGET,
        figure: "not run: lighthouse is not installed (npm install -D lighthouse@12)",
        anchor: "—",
        pass: null,
      });
      return;
    }
    const cart = await addToCart(context, BENCH_CART);
    const visits: { label: string; flags: Flags; warmUp: boolean }[] = [
      { label: "", flags: {}, warmUp: false },
      {
        label: ", repeat visit with a cart",
        flags: { extraHeaders: { Cookie: cart }, disableStorageReset: true },
        warmUp: true,
      },
    ];
    const runs = context.quick ? 1 : 3;
    const chrome = await startChromium();
    context.onCleanup(chrome.stop);
    for (const page of context.quick ? pages.slice(0, 1) : pages) {
      for (const visit of visits) {
        const flags: Flags = {
          ...visit.flags,
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        };
        const url = `${context.app.origin}${page}`;
        if (visit.warmUp) await runLighthouse(url, flags);
        const scores = CATEGORIES.map((): number[] => []);
        const failing = new Set<string>();
        for (let run = 0; run < runs; run++) {
          const result = await runLighthouse(url, flags);
          for (const [index, category] of CATEGORIES.entries()) {
            const score = result?.lhr.categories[category]?.score;
            scores[index]?.push(typeof score === "number" ? Math.round(score * 100) : Number.NaN);
            for (const ref of result?.lhr.categories[category]?.auditRefs ?? []) {
              const audit = result?.lhr.audits[ref.id];
              if (ref.weight === 0 || typeof audit?.score !== "number" || audit.score >= 1) continue;
              // A metric short of full marks says its value; any other audit what failed.
              failing.add(
                category === "performance"
                  ? `${ref.id} ${audit.displayValue ?? ""} (score ${audit.score})`
                  : `${ref.id} ${JSON.stringify(audit.details && "items" in audit.details ? audit.details.items.slice(0, 2) : "").slice(0, 300)}`,
              );
            }
          }
        }
        const medians = scores.map((values) => median(values));
        if (failing.size > 0)
          console.log(`  lighthouse ${page}${visit.label}: short of full marks: ${[...failing].join(", ")}`);
        report({
          row: `lighthouse ${isPost(page) ? "blog post" : page}${visit.label}`,
          target: TARGET,
          figure: CATEGORIES.map((category, index) => `${category} ${medians[index]}`).join(", "),
          anchor: "—",
          pass: judge(
            context,
            CATEGORIES.every((category, index) => (medians[index] as number) >= TARGETS[category]),
          ),
        });
      }
    }
    await chrome.stop();
  },
};

const isPost = (page: string) => page.startsWith("/blog-page/");

/** Headless Chromium on a free DevTools port, with a throwaway profile. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), "etf-bench-chromium-"));
  const child = spawn(
    process.env.CHROME_PATH ?? "/usr/bin/chromium",
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    return { port: await devToolsPort(child), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Chromium prints "DevTools listening on ws://127.0.0.1:PORT/…" once ready. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners("data");
        child.stderr?.resume();
        resolve(Number(port));
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
}
