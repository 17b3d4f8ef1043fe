// Rules of the code's shape (issue 19 item 4), held by tests rather than by
// memory: app/ never imports server/ (server/ may import app/); importing a
// module of app/ does no work: the environment is read, secrets written and
// cookies made on first use, not at import; and a test file that shares its
// worker's modules with other files (vitest.config.ts) leaves the
// environment and the modules as it found them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";

const APP = path.resolve(import.meta.dirname);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

test("no module of app/ imports from server/", () => {
  const offenders = sourcesOf(APP).filter((file) => {
    const source = readFileSync(file, "utf8");
    // `from "…"`, a bare `import "…"` and a dynamic `import("…")`.
    return /(from|import)\s*\(?\s*["'](#server\/|(\.\.\/)+server\/)/.test(source);
  });
  expect(offenders.map((file) => path.relative(APP, file))).toEqual([]);
});

test("importing every server module of app/ reads no environment and writes nothing", () => {
  const modules = sourcesOf(APP).filter((file) => file.endsWith(".server.ts"));
  expect(modules.length).toBeGreaterThan(20);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "etf-import-"));
  // An environment that fails to parse: a module that reads it at import throws.
  const output = execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "--input-type=module",
      "-e",
      `const failed = [];
       for (const file of JSON.parse(process.env.MODULES)) {
         try { await import(file); } catch (error) { failed.push(file + ": " + String(error.message).split("\\n")[0]); }
       }
       console.log(JSON.stringify(failed));`,
    ],
    {
      cwd: path.dirname(APP),
      encoding: "utf8",
      env: { ...process.env, MODULES: JSON.stringify(modules), PORT: "not-a-port", DATA_DIR: dataDir },
    },
  );
  expect(JSON.parse(output.trim().split("\n").at(-1) ?? "null")).toEqual([]);
  expect(readdirSync(dataDir)).toEqual([]);
}, 120_000);

test("loaders read their query string only through readQuery and its schema", () => {
  // `in`, an object lookup or a bare .get() let `constructor` or `__proto__`
  // through (issue 33.4). api.auth.ts is the one exception: it vets the
  // return addresses exactly as Better Auth will read them, before handing
  // the request on.
  const offenders = sourcesOf(path.join(APP, "routes"))
    .concat(sourcesOf(path.join(APP, "admin")))
    .filter((file) => !file.endsWith("api.auth.ts"))
    .filter((file) => /(request\.url\)|\burl)\.searchParams/.test(readFileSync(file, "utf8")));
  expect(offenders.map((file) => path.relative(APP, file))).toEqual([]);
});

test("test files that share their worker's modules neither set the environment nor mock a module", () => {
  const root = path.dirname(APP);
  const testsUnder = (dir: string, { recursive = true } = {}) =>
    readdirSync(path.join(root, dir), { recursive, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => path.join(dir, file));
  // As vitest.config.ts's projects that do not isolate: unit, integration and http.
  const shared = [
    ...testsUnder("app"),
    ...testsUnder("server"),
    ...testsUnder("tests/integration", { recursive: false }),
    ...testsUnder("tests/http"),
  ];
  expect(shared.length).toBeGreaterThan(140);
  // What a later file in the same worker would inherit: the environment is
  // read once (app/env.server.ts), and a mocked module stays in the cache.
  const changesWhatIsShared =
    /\bvi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;
  const offenders = shared.filter((file) => changesWhatIsShared.test(readFileSync(path.join(root, file), "utf8")));
  // Such a file belongs in tests/integration/isolated/.
  expect(offenders).toEqual([]);
});
