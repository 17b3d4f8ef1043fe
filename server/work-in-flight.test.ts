import { expect, test } from "vitest";
import { createWorkInFlight } from "./work-in-flight.ts";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

test("settled waits for every tracked piece of work, failed ones included", async () => {
  const work = createWorkInFlight();
  expect(await work.settled(10)).toBe(true);

  const first = deferred();
  const second = deferred();
  work.track(first.promise);
  work.track(second.promise).catch(() => {});
  let settled = false;
  const waiting = work.settled(5_000).then((result) => {
    settled = true;
    return result;
  });

  first.resolve();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(settled).toBe(false);

  second.reject(new Error("the loader failed"));
  expect(await waiting).toBe(true);
});

test("settled gives up after its timeout while work still runs", async () => {
  const work = createWorkInFlight();
  const stuck = deferred();
  work.track(stuck.promise);
  expect(await work.settled(20)).toBe(false);
  stuck.resolve();
  expect(await work.settled(1_000)).toBe(true);
});

test("track hands back the work's own result", async () => {
  const work = createWorkInFlight();
  await expect(work.track(Promise.resolve(42))).resolves.toBe(42);
  await expect(work.track(Promise.reject(new Error("no")))).rejects.toThrow("no");
});
