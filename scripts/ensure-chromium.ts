// Makes sure the end-to-end tests have a Chromium. On a fresh Debian machine,
// as root, it installs Debian's package; elsewhere it says how to get one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "#tests/chromium.ts";

const found = findChromium();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
} else if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium found: installing Debian's chromium package with apt-get (needs root)…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!findChromium()) throw new Error("apt-get installed chromium, but /usr/bin/chromium is still missing.");
} else {
  console.error(
    "No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`;" +
      " elsewhere: `npx playwright install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
