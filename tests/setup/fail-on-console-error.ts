import { afterEach, vi } from "vitest";

// A console.error during a test fails it unless the test expects it (by
// spying on console.error itself).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (vi.isMockFunction(console.error)) return;
  if (seen.length > 0) throw new Error(`console.error was called during the test:\n${seen.map(String).join("\n")}`);
});
