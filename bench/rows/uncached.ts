// b. The render itself: the same pages with the HTML cache bypassed by a
// cookie the cache does not know (decision 015: it may be read some other
// way, so the page is rendered afresh). The site reads no such cookie, so
// the page renders as for a visitor without cookies.
import { judge, pageLabel, type Row } from "../lib/context.ts";
import { ms, perSecond } from "../lib/format.ts";
import { medians } from "../lib/stats.ts";
import { type LoadResult, runWrk } from "../lib/wrk.ts";

const CONNECTIONS = 10;
const HOME_P99_TARGET_MS = 50;
const HEADERS = { "Accept-Encoding": "gzip, br", Cookie: "bench=bypasses-the-cache" };

export const uncached: Row = {
  id: "uncached",
  note: `Uncached render: wrk, ${CONNECTIONS} connections, 10 s per run, median of 3, each request carrying \`Cookie: bench=…\` (a cookie the site never reads, but which the HTML cache must not keep pages for: decision 015) and \`Accept-Encoding: gzip, br\` like a browser. The anchor is the app's cached gzip figure from the public pages row (50 connections). Target: home p99 ≤ ${HOME_P99_TARGET_MS} ms.`,
  async run(context, report) {
    const seconds = context.quick ? 2 : 10;
    const runs = context.quick ? 1 : 3;
    for (const page of context.pages) {
      const samples: LoadResult[] = [];
      for (let run = 0; run < runs; run++) {
        samples.push(
          await runWrk({ url: `${context.app.origin}${page}`, connections: CONNECTIONS, seconds, headers: HEADERS }),
        );
      }
      const figure = medians(samples);
      const cached = context.cachedGzip.get(page);
      const home = page === "/";
      report({
        row: `uncached ${pageLabel(page)}`,
        target: home ? `p99 ≤ ${HOME_P99_TARGET_MS} ms` : "(reported)",
        figure: `${perSecond(figure.requestsPerSecond)}, p99 ${ms(figure.p99)}${figure.errors > 0 ? `, ${figure.errors} errors` : ""}`,
        anchor: cached
          ? `cached ${perSecond(cached.requestsPerSecond)}, p99 ${ms(cached.p99)}`
          : "(public row not run)",
        pass: home ? judge(context, figure.p99 <= HOME_P99_TARGET_MS && figure.errors === 0) : null,
      });
    }
  },
};
