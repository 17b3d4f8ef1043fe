// Loaded into the server's processes with `node --import` by the soak test
// (the server processes inherit it from the primary): it measures each one's
// event-loop delay from inside without changing the server, and writes the
// figures to EVENT_LOOP_PROBE_DIR/<pid>.json every second. SIGUSR2 starts the
// measurement afresh (the test sends it when traffic starts, so start-up work
// is left out).
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.EVENT_LOOP_PROBE_DIR;
if (dir) {
  const file = path.join(dir, `${process.pid}.json`);
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  // The histogram holds whole intervals between the sampling timer's runs;
  // the delay is what exceeds the timer's own period (as @fastify/under-pressure reads it).
  const ms = (nanoseconds) => Math.max(0, Math.round(nanoseconds / 1e4 - resolutionMs * 100) / 100);
  const write = () => {
    const figures = {
      samples: histogram.count,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      // To tell a growing heap from a growing RSS when memory rises.
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1024 / 1024),
      externalMb: Math.round(process.memoryUsage().external / 1024 / 1024),
    };
    // Written whole, then renamed, so a reader never sees half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    renameSync(`${file}.tmp`, file);
  };
  setInterval(write, 1_000).unref();
  process.on("SIGUSR2", () => histogram.reset());
}
