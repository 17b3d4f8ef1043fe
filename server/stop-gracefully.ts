import { logger } from "#app/logger.server.ts";

/**
 * Runs `stop` once on SIGTERM, SIGINT or an uncaught exception, then exits
 * (0, or 1 after an error). Returns the same shutdown for other reasons.
 */
export function stopGracefully(stop: () => Promise<void>): (reason: string, exitCode?: number) => void {
  let stopping = false;
  const shutdown = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down: no new connections, finishing requests in flight");
    stop().then(
      () => {
        logger.info("stopped");
        process.exit(exitCode);
      },
      (error) => {
        logger.fatal({ err: error }, "shutting down failed");
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: the same signal may come twice (from a terminal's
  // process group and from the primary), and a second error during shutdown
  // must not end the process before requests in flight finish.
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("uncaughtException", (error) => {
    logger.fatal({ err: error }, "uncaught exception");
    shutdown("uncaughtException", 1);
  });
  return shutdown;
}
