// Pages a signed-in admin reads, timed one request after another like a
// person clicking: the admin rows' measure.
import { type BenchContext, judge } from "./context.ts";
import { ms } from "./format.ts";
import { decodedBody, keepAliveAgent, request } from "./http.ts";
import type { Line } from "./report.ts";
import { percentile } from "./stats.ts";

/** A page, a text that must be on it (so that a failure is not fast), and what to do, untimed, before each request. */
export type SignedInPage = { label: string; path: string; expect: string; before?: () => Promise<unknown> };

/** p95 of each page: 3 warm-ups, then `requests` requests one after another. */
export async function measurePages(
  context: BenchContext,
  cookie: string,
  pages: readonly SignedInPage[],
  requests: number,
): Promise<number[]> {
  const agent = keepAliveAgent(1);
  const p95s: number[] = [];
  for (const page of pages) {
    const get = async () => {
      await page.before?.();
      const reply = await request(`${context.app.origin}${page.path}`, {
        agent,
        headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" },
      });
      if (reply.status !== 200 || !decodedBody(reply).includes(page.expect)) {
        throw new Error(`${page.path} answered ${reply.status} without ${page.expect}`);
      }
      return reply.ms;
    };
    for (let warmUp = 0; warmUp < 3; warmUp++) await get();
    const timings: number[] = [];
    for (let index = 0; index < requests; index++) timings.push(await get());
    p95s.push(percentile(timings, 95));
  }
  agent.destroy();
  return p95s;
}

/** One line per page: its p95 against the target, beside the anchor's. */
export function reportP95s(
  context: BenchContext,
  report: (line: Line) => void,
  measured: { pages: readonly SignedInPage[]; figures: number[]; anchors: number[] },
  words: { row: (page: SignedInPage) => string; anchor: string; targetMs: number },
): void {
  for (const [index, page] of measured.pages.entries()) {
    const figure = measured.figures[index] as number;
    report({
      row: words.row(page),
      target: `p95 ≤ ${words.targetMs} ms`,
      figure: `p95 ${ms(figure)}`,
      anchor: `${words.anchor}: p95 ${ms(measured.anchors[index] as number)}`,
      pass: judge(context, figure <= words.targetMs),
    });
  }
}
