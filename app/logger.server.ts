import pino from "pino";
import { getEnv } from "#app/env.server.ts";

const env = getEnv();

/** One logger for the process: JSON in production, readable in development. */
export const logger = pino({
  level: env.LOG_LEVEL,
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  ...(env.NODE_ENV === "development"
    ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } }
    : {}),
});
