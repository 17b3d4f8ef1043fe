import { expect, test } from "vitest";
import { createLogger, maskAadhaarInLine } from "#app/logger.server.ts";

// Ends in its Verhoeff check digit, so it reads as an Aadhaar number.
const AADHAAR = "234123412346";

/** A logger at every level whose lines are kept in `lines`. */
function captureLogs() {
  const lines: string[] = [];
  const log = createLogger({ level: "trace" }, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

test("an Aadhaar number in a message, its arguments or a logged object never reaches the log", () => {
  const { log, lines } = captureLogs();
  log.info(`booking note: Aadhaar ${AADHAAR}`);
  log.warn("client wrote %s", "2341-2341-2346");
  log.info({ instructions: `Aadhaar 2341 2341 2346, PAN ABCDE1234F`, nested: { ids: [Number(AADHAAR)] } }, "saved");
  log.error({ err: new Error(`refused ${AADHAAR}`) }, "saving failed");
  log.child({ url: `/admin-dashboard?q=${AADHAAR}` }).info("request");

  const output = lines.join("");
  for (const written of [AADHAAR, "2341 2341 2346", "2341-2341-2346"]) expect(output).not.toContain(written);
  expect(output).toContain("XXXX XXXX 2346");
  // Every line is still JSON, and what is not an Aadhaar number is kept.
  const entries = lines.map((line) => JSON.parse(line));
  expect(entries[0].msg).toBe("booking note: Aadhaar XXXX XXXX 2346");
  expect(entries[2]).toMatchObject({
    msg: "saved",
    instructions: "Aadhaar XXXX XXXX 2346, PAN ABCDE1234F",
    nested: { ids: ["XXXX XXXX 2346"] },
  });
  expect(entries[3].err.message).toBe("refused XXXX XXXX 2346");
});

test("numbers that are not Aadhaar numbers stay as they were", () => {
  const line = `{"level":30,"time":1700000000000,"phone":"919876543210","count":919876543210,"msg":"ok"}\n`;
  expect(maskAadhaarInLine(line)).toBe(line);
});
