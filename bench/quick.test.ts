// The bench must not rot: its quick mode runs end to end against the
// production build (npm test builds first) and prints every row.
import { spawnSync } from "node:child_process";
import { expect, test } from "vitest";

const ROWS = [
  "public /",
  "public /\\?… ×1000",
  "uncached /",
  "cart / \\(gzip\\)",
  "signed in / \\(gzip\\)",
  "rendered /cart-page",
  "rendered /user-dashboard",
  "rendered booking page",
  "weight /",
  "bookings",
  "uploads",
  "downloads",
  "photo bomb",
  "uploads S3",
  "downloads S3",
  "two hosts",
  "admin first page",
  "admin view Mine",
  "admin view Unpaid",
  "grid, first page",
  "clients, first page",
  "lighthouse /",
  "lighthouse /, repeat visit with a cart",
];

test("npm run bench -- --quick runs every row without crashing", { timeout: 420_000 }, () => {
  const result = spawnSync("npx", ["tsx", "bench/run.ts", "--quick", "--no-build"], {
    encoding: "utf8",
    timeout: 400_000,
  });
  expect(result.status, result.stderr).toBe(0);
  for (const row of ROWS) expect(result.stdout).toMatch(new RegExp(`^${row}`, "m"));
  expect(result.stdout).not.toMatch(/crashed:/);
});
