import { logger } from "#app/logger.server.ts";

/**
 * Runs `work` every `intervalMs` in this process, one run at a time. Work
 * that every server process may run at once (it claims its rows with SKIP
 * LOCKED): mailing finished uploads, reminders. `stop` waits for a run.
 */
export function startSweep(what: string, work: () => Promise<unknown>, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .catch((error) => logger.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
