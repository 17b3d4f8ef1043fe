// The bench's own tests (not part of vitest.config.ts: the quick run takes
// about a minute and needs the production build).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."),
  test: {
    include: ["bench/**/*.test.ts"],
    env: { LOG_LEVEL: "silent" },
  },
});
