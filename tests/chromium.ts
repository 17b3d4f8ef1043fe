import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's chromium-headless-shell: Chromium's old headless mode, which is
 * what Playwright runs headless tests in by default. The full browser's
 * headless mode draws every frame as a window would: the end-to-end suite
 * spends about a third more time in it (docs/PERFORMANCE.md, "The
 * end-to-end suite's browser").
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** CHROME_PATH, else Debian's headless shell, else Debian's chromium, else Playwright's own browser. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, HEADLESS_SHELL, "/usr/bin/chromium", safePlaywrightPath()];
  return candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
