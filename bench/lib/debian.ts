// The bench's tools come from Debian: installed on first use when the bench
// runs as root, otherwise a clear message says what to install.
import { execFileSync, spawnSync } from "node:child_process";

function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Makes sure `command` exists, installing Debian's `pkg` as root if needed. */
export function ensureCommand(command: string, pkg: string): void {
  if (hasCommand(command)) return;
  if (process.getuid?.() !== 0) throw new Error(`${command} is missing: run apt-get install -y ${pkg} as root`);
  console.log(`Installing ${pkg} (apt-get)…`);
  const install = () => spawnSync("apt-get", ["install", "-y", pkg], { stdio: "ignore" }).status === 0;
  // A fresh machine may have no package lists yet.
  if (!install()) {
    execFileSync("apt-get", ["update"], { stdio: "ignore" });
    if (!install()) throw new Error(`apt-get install -y ${pkg} failed`);
  }
  if (!hasCommand(command)) throw new Error(`${pkg} is installed but ${command} is not on PATH`);
}
