import pino, { type DestinationStream, type LogFn, type Logger } from "pino";
import { getEnv } from "#app/env.server.ts";
import { maskAadhaar } from "#app/privacy/mask.ts";

let instance: Logger | undefined;

/** One logger for the process, JSON in production and readable in development, made on first use. */
export function getLogger(): Logger {
  if (!instance) {
    const env = getEnv();
    instance = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" });
  }
  return instance;
}

/**
 * A logger with the app's settings, writing to `destination` (standard
 * output unless given; a test passes its own stream).
 */
export function createLogger(options: { level: string; pretty?: boolean }, destination?: DestinationStream): Logger {
  return pino(
    {
      level: options.level,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      // NOTE: masked in the finished line rather than in `hooks.logMethod`,
      // which never sees child bindings (pino-http's request URL) or the
      // message and stack an error serializer writes out.
      hooks: { streamWrite: maskAadhaarInLine },
      ...(options.pretty
        ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } }
        : {}),
    },
    destination,
  );
}

/** A JSON string literal (escapes included), or a 12-digit number value. */
const JSON_STRING_OR_NUMBER = /"(?:[^"\\]|\\.)*"|(?<=[:,[])\d{12}(?=[,}\]])/g;

/**
 * A log line with every Aadhaar number masked. Only inside its values, so
 * the line stays JSON: a number value that is an Aadhaar number becomes the
 * masked string.
 */
export function maskAadhaarInLine(line: string): string {
  // A quick look first: most lines (a 13-digit epoch time included) hold no such number.
  if (!/(?<!\d)[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?!\d)/.test(line)) return line;
  return line.replace(JSON_STRING_OR_NUMBER, (value) => {
    const masked = maskAadhaar(value);
    return value.startsWith('"') || masked === value ? masked : JSON.stringify(masked);
  });
}

type Level = "fatal" | "error" | "warn" | "info" | "debug" | "trace";
const at =
  (level: Level): LogFn =>
  (...args: Parameters<LogFn>) =>
    getLogger()[level](...args);

/**
 * `logger.info(…)` at call sites: importing this module does no work; the
 * environment is read and the logger made at the first call. A plain object,
 * so tests can spy on its methods. Code that hands a logger to a library
 * (pino-http) or needs child loggers uses `getLogger()`.
 */
export const logger: Pick<Logger, Level> = {
  fatal: at("fatal"),
  error: at("error"),
  warn: at("warn"),
  info: at("info"),
  debug: at("debug"),
  trace: at("trace"),
};
