// Each Vitest worker its own data folder (uploads, outbox, generated
// secrets): test files in two workers at once must not see each other's
// files (bookings.test.ts counts what a refused upload left behind). The
// run's root comes from vitest.config.ts; the worker's number is Vitest's.
import path from "node:path";

process.env.DATA_DIR = path.join(process.env.ETF_TEST_DATA_ROOT ?? "", `worker-${process.env.VITEST_POOL_ID ?? "0"}`);
