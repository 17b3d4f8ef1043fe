// The site, its scripts and its tests run on the Node.js the project installs
// (package.json "node", an LTS line; docs/DEPLOYMENT.md), not on whatever
// Node.js the machine has: npm scripts put node_modules/.bin first on PATH.
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

test("the tests run on the Node.js that package.json pins", () => {
  const pinned = pkg.dependencies.node;
  expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
  expect(process.version).toBe(`v${pinned}`);
});

test("engines names the pinned Node.js line, an even (LTS) one", () => {
  const major = Number(pkg.dependencies.node?.split(".")[0]);
  expect(major % 2).toBe(0);
  expect(pkg.engines.node.startsWith(`^${major}.`)).toBe(true);
});
