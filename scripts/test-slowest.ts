// The slowest tests of the last run: reads the JSON that Vitest and
// Playwright write into test-results/ (vitest.config.ts, playwright.config.ts)
// and prints the twenty slowest with their files.
//   npm run test:slowest            the twenty slowest of both runners
//   npm run test:slowest -- 40      as many as asked
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

type Timing = { runner: string; file: string; title: string; ms: number };

const RESULTS = path.resolve("test-results");
const count = Number(process.argv[2] ?? 20);

function readJson(file: string): unknown {
  const full = path.join(RESULTS, file);
  return existsSync(full) ? JSON.parse(readFileSync(full, "utf8")) : undefined;
}

// Vitest's JSON reporter: one entry per file, each with its assertions.
type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
};

function vitestTimings(report: VitestReport | undefined): Timing[] {
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: "vitest",
      file: path.relative(process.cwd(), file.name),
      title: test.fullName,
      ms: test.duration ?? 0,
    })),
  );
}

// Playwright's JSON reporter: suites nest (file, describe), specs hold tests,
// tests hold one result per try.
type PlaywrightSuite = {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
};

function playwrightTimings(suites: PlaywrightSuite[] | undefined): Timing[] {
  if (!suites) return [];
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        runner: test.projectName ? `playwright:${test.projectName}` : "playwright",
        file: path.join("tests/e2e", spec.file),
        title: spec.title,
        ms: test.results.reduce((sum, result) => sum + result.duration, 0),
      })),
    ),
    ...playwrightTimings(suite.suites),
  ]);
}

const vitest = vitestTimings(readJson("vitest.json") as VitestReport | undefined);
const playwright = playwrightTimings(
  (readJson("playwright.json") as { suites?: PlaywrightSuite[] } | undefined)?.suites,
);
const timings = [...vitest, ...playwright];
if (timings.length === 0) {
  console.error("No results in test-results/: run npm run test:unit or npm run test:e2e first.");
  process.exit(1);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);
for (const [runner, list] of [
  ["vitest", vitest],
  ["playwright", playwright],
] as const) {
  if (list.length === 0) continue;
  const total = list.reduce((sum, timing) => sum + timing.ms, 0);
  console.log(`${runner}: ${list.length} tests, ${seconds(total).trim()} s of test time in all`);
}
console.log();
console.log(`${"s".padStart(6)}  runner             file › test`);
for (const timing of timings.sort((a, b) => b.ms - a.ms).slice(0, count)) {
  console.log(`${seconds(timing.ms)}  ${timing.runner.padEnd(18)} ${timing.file} › ${timing.title}`);
}
