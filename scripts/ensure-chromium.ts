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
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    // Not every apt system has the package (Ubuntu has none): the slower Chromium found below will do.
    console.warn("chromium-headless-shell could not be installed; looking for another Chromium.");
  }
}

const found = findChromium();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
} else {
  console.error(
    "No Chromium for the end-to-end tests. Install one (Debian: `sudo apt-get install chromium-headless-shell`;" +
      " elsewhere: `npx playwright install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
