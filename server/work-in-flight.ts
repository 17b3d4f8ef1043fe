/**
 * The work requests have started and not finished. A response can be over
 * (the client went away, or the shutdown deadline closed its socket) while
 * its loader still waits for the database; a stopping server waits for
 * that work before it closes the pool, so the work ends as it would have
 * instead of failing with "Cannot use a pool after calling end on the pool".
 */
export type WorkInFlight = {
  /** Counts `work` as running until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves when nothing is running, or after `timeoutMs` (false then). */
  settled(timeoutMs: number): Promise<boolean>;
};

export function createWorkInFlight(): WorkInFlight {
  let running = 0;
  let waiters: (() => void)[] = [];

  function finished() {
    running -= 1;
    if (running > 0) return;
    for (const wake of waiters) wake();
    waiters = [];
  }

  return {
    track(work) {
      running += 1;
      work.then(finished, finished);
      return work;
    },
    settled(timeoutMs) {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((wake) => wake !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
