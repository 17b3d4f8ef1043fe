import pino, { type Logger } from "pino";
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

/**
 * The same logger for `logger.info(…)` at call sites: importing this module
 * does no work; the environment is read and the logger made at the first call.
 * Code that hands the logger to a library (pino-http) passes `getLogger()`.
 */
export const logger: Logger = new Proxy({} as Logger, {
  get(_target, property) {
    const target = getLogger();
    const value = Reflect.get(target, property, target);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
