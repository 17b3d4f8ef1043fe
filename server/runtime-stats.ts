// How the process is doing: event-loop delay and memory, logged once a
// minute and at shutdown. A loop delay p99 over ~50 ms means requests wait
// for CPU; memory that only grows means a leak (docs/OPERATIONS.md).
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Logger } from "pino";

const EVERY_MS = 60_000;

export function startRuntimeStats(logger: Logger): { stop: () => void } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const report = (message: string) => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    logger.info(
      {
        eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
        rssMb: Math.round(process.memoryUsage.rss() / 1024 / 1024),
      },
      message,
    );
    delay.reset();
  };
  const timer = setInterval(() => report("runtime stats"), EVERY_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      report("runtime stats since the last report");
      delay.disable();
    },
  };
}
