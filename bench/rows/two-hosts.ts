// e. Several app hosts (issue 25): bookings/s through nginx running
// deploy/nginx.conf over two hosts, next to the same nginx over one host, in
// the same run. Every host is `node server.js` on the bench app's embedded
// PostgreSQL (DATABASE_URL, its secrets shared as a deployment shares them);
// the two layouts have the same number of server processes (one host of 2,
// two hosts of 1 each), so what differs is the layout alone.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { startClusterNginx } from "#tests/cluster/nginx.ts";
import { getFreePort } from "#tests/free-port.ts";
import { hostSecrets } from "#tests/host-secrets.ts";
import { postBooking } from "../lib/booking.ts";
import { type BenchContext, judge, type Row } from "../lib/context.ts";
import { ms, percent, perSecond } from "../lib/format.ts";
import { keepAliveAgent } from "../lib/http.ts";
import { alternate, median, percentile } from "../lib/stats.ts";

const CONNECTIONS = 20;
/** Two hosts on the same two cores as one: the same throughput is expected, less than this share is a regression. */
const SHARE_TARGET = 0.8;
const START_TIMEOUT_MS = 120_000;
const WARM_UP_SECONDS = 5;
const MAIL_WAIT_MS = 60_000;

type Host = { origin: string; port: number; pid: number; stop(): Promise<void> };

/**
 * One more app host of the bench app's site: `node server.js` on its own
 * port and data directory, on the bench app's database (DATABASE_URL) with
 * its secrets (read from its data directory, as checkSharedSecrets asks of
 * a host on DATABASE_URL). `env` adds or overrides variables (SITE_URL,
 * WEB_CONCURRENCY, STORAGE…). stop() may be called more than once.
 */
export async function startHost(context: BenchContext, env: Record<string, string> = {}): Promise<Host> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "etf-bench-host-"));
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.js"], {
    cwd: context.root,
    env: {
      ...process.env,
      SKIP_BUILD_CHECK: "1",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      DATABASE_URL: context.app.databaseUrl,
      ...hostSecrets(context.app.dataDir),
      // As the bench app (bench/lib/app-server.ts): limits must not measure themselves.
      RATE_LIMIT_FACTOR: "10000",
      UPLOAD_MAX_BOOKING_MB: "300",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };
  context.onCleanup(stop);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`a host exited with code ${child.exitCode} while starting`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`a host did not answer /healthz within ${START_TIMEOUT_MS / 1000} s`);
    }
    await sleep(200);
  }
  return { origin, port, pid: child.pid as number, stop };
}

type Run = { perSecond: number; p99: number; errors: number };

export const twoHosts: Row = {
  id: "two-hosts",
  note: `Two hosts: bookings as in the bookings row (${CONNECTIONS} keep-alive connections posting the cart page's form, 20 s per run) through Debian's nginx running deploy/nginx.conf (its placeholders filled in as tests/cluster/nginx.ts does, access log included), median of 3 runs of two hosts alternating with 3 runs of one host. Every host is \`node server.js\` on the bench app's embedded PostgreSQL (DATABASE_URL, BETTER_AUTH_SECRET and DOCUMENT_KEY from its data directory, SITE_URL the proxy's address, TRUST_PROXY=loopback). The two layouts have the same server processes on the same cores: two hosts of WEB_CONCURRENCY=1 against one host of WEB_CONCURRENCY=2 (its address twice in the same upstream block), so the proxy, the database pools (10 connections per process) and the cores are the same in both, and the figure is what spreading over hosts costs or gains. On one machine the hosts share its cores, so the expectation is parity, not double. The bench app's own processes stay up (they hold the database) and, like every process of every host, help send the mail each booking queues (the outbox); each run starts when no mail is due, after 5 s of warm-up through each layout. Every booking id answered 2xx is looked up in the database afterwards. Targets: two hosts ≥ ${percent(SHARE_TARGET)} of one host's bookings/s, zero lost.`,
  async run(context, report) {
    const seconds = context.quick ? 2 : 20;
    const runs = context.quick ? 1 : 3;
    const [onePort, twoPort] = [await getFreePort(), await getFreePort()];
    const behind = (port: number, processes: number) => ({
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "loopback",
      WEB_CONCURRENCY: String(processes),
    });
    const started = await Promise.allSettled([
      startHost(context, behind(onePort, 2)),
      startHost(context, behind(twoPort, 1)),
      startHost(context, behind(twoPort, 1)),
    ]);
    const hosts = started.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
    const failed = started.find((outcome) => outcome.status === "rejected");
    const [single, hostA, hostB] = hosts;
    if (failed || !single || !hostA || !hostB) {
      await Promise.all(hosts.map((host) => host.stop()));
      throw failed?.reason ?? new Error("a host did not start");
    }
    const pool = new pg.Pool({ connectionString: context.app.databaseUrl, max: 2 });
    try {
      const oneHost = await startClusterNginx([single.port, single.port], onePort);
      context.onCleanup(oneHost.stop);
      const bothHosts = await startClusterNginx([hostA.port, hostB.port], twoPort);
      context.onCleanup(bothHosts.stop);
      const answered: string[] = [];
      let serial = Date.now();
      const load =
        (origin: string, duration = seconds) =>
        async () => {
          await mailSent(pool);
          const agent = keepAliveAgent(CONNECTIONS);
          try {
            return await drive(duration, async () => {
              const reply = await postBooking(origin, serial++, agent);
              if (reply.bookingId) answered.push(reply.bookingId);
              return { ms: reply.ms, ok: reply.bookingId !== null };
            });
          } finally {
            agent.destroy();
          }
        };
      // The hosts are fresh: a few seconds through each layout first, not counted.
      if (!context.quick) {
        await load(bothHosts.origin, WARM_UP_SECONDS)();
        await load(oneHost.origin, WARM_UP_SECONDS)();
      }
      const { figures, anchors } = await alternate(runs, load(bothHosts.origin), load(oneHost.origin));
      const found = await pool.query<{ found: number }>(
        "select count(distinct booking_id)::int as found from bookings where booking_id = any($1)",
        [answered],
      );
      const lost = answered.length - (found.rows[0]?.found ?? 0);
      const two = summarise(figures);
      const one = summarise(anchors);
      const share = two.perSecond / one.perSecond;
      const errors = two.errors + one.errors;
      report({
        row: "two hosts (nginx, 20 connections)",
        target: `≥ ${percent(SHARE_TARGET)} of one host, 0 lost`,
        figure: `${perSecond(two.perSecond, "bookings/s")} (${percent(share)}), p99 ${ms(two.p99)}, ${lost} lost of ${answered.length.toLocaleString("en-US")}${errors > 0 ? `, ${errors} errors` : ""}`,
        anchor: `one host ${perSecond(one.perSecond, "bookings/s")}, p99 ${ms(one.p99)}`,
        pass: judge(context, share >= SHARE_TARGET && lost === 0 && errors === 0),
      });
      await bothHosts.stop();
      await oneHost.stop();
    } finally {
      await pool.end();
      await Promise.all([single.stop(), hostA.stop(), hostB.stop()]);
    }
  },
};

/**
 * Waits (at most a minute) until no mail is due: each booking queues mail
 * that every server process of every host helps send (a "send-email" job
 * each, app/jobs), so a run must not inherit the previous run's.
 */
async function mailSent(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await pool.query<{ due: number }>(
      "select count(*)::int as due from jobs.job where name = 'send-email' and state in ('created', 'active')",
    );
    if ((rows[0]?.due ?? 0) === 0) return;
    await sleep(250);
  }
}

/** Runs `once` from CONNECTIONS loops for the duration (as the bookings row does): successes/s, p99, failures. */
async function drive(seconds: number, once: () => Promise<{ ms: number; ok: boolean }>): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const outcome = await once().catch(() => ({ ms: Number.NaN, ok: false }));
        if (outcome.ok) latencies.push(outcome.ms);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: latencies.length / elapsed, p99: percentile(latencies, 99), errors };
}

function summarise(runs: readonly Run[]): Run {
  return {
    perSecond: median(runs.map((run) => run.perSecond)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
