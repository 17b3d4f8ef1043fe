// Small statistics over samples: medians of runs, percentiles of latencies.

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of unsorted values; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}

/**
 * Runs the figure and its anchor alternately (A, B, A, B…), so drift in the
 * machine (other load, heat, caches) touches both alike.
 */
export async function alternate<A, B>(
  runs: number,
  measure: () => Promise<A>,
  anchor: () => Promise<B>,
): Promise<{ figures: A[]; anchors: B[] }> {
  const figures: A[] = [];
  const anchors: B[] = [];
  for (let run = 0; run < runs; run++) {
    figures.push(await measure());
    anchors.push(await anchor());
  }
  return { figures, anchors };
}

/** Medians of each numeric field over runs of the same shape. */
export function medians<T extends Record<string, number>>(samples: readonly T[]): T {
  const first = samples[0];
  if (!first) throw new Error("no samples");
  return Object.fromEntries(
    Object.keys(first).map((key) => [key, median(samples.map((sample) => sample[key] as number))]),
  ) as T;
}
