import pino, { type LogFn, type Logger } from "pino";
import { getEnv } from "#app/env.server.ts";

let instance: Logger | undefined;

/** One logger for the process, JSON in production and readable in development, made on first use. */
export function getLogger(): Logger {
  if (!instance) {
    const env = getEnv();
    instance = pino({
      level: env.LOG_LEVEL,
      redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      ...(env.NODE_ENV === "development"
        ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } }
        : {}),
    });
  }
  return instance;
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
