// Makes sure the end-to-end tests have a Chromium, and the quicker one: on a
// Debian machine, as root, it installs Debian's chromium-headless-shell
// (tests/chromium.ts) when CHROME_PATH does not name a browser; elsewhere it
// uses the Chromium it finds, or says how to get one.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium, HEADLESS_SHELL } from "#tests/chromium.ts";

const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL) && canInstall) {
  console.log("Installing Debian's chromium-headless-shell package for the end-to-end tests (apt-get, as root)…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(HEADLESS_SHELL))
    throw new Error(`apt-get installed chromium-headless-shell, but ${HEADLESS_SHELL} is missing.`);
}

const found = findChromium();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
} else {
  console.error(
    "No Chromium for the end-to-end tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`;" +
      " elsewhere: `npx playwright install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
