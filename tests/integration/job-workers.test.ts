// A server process's workers (app/jobs/jobs.server.ts) against the queue:
// a burst of mail queued at once goes out at once, each message once. The
// workers poll only once a minute; a worker that claimed one job per
// wake-up left the rest of a burst waiting for that poll.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { saveEnquiry } from "#app/enquiries/enquiries.server.ts";
import { makeHandlers, startJobs } from "#app/jobs/jobs.server.ts";
import { stopJobQueue } from "#app/jobs/queue.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

const sent: number[] = [];
beforeAll(async () => {
  await startJobs(
    makeHandlers({
      sender: async (message) => {
        sent.push(message.id);
      },
    }),
  );
});
afterAll(() => stopJobQueue());

test("25 enquiries at once are all mailed within seconds, each message once", async () => {
  await Promise.all(
    Array.from({ length: 25 }, (_, index) =>
      saveEnquiry({
        name: "Ravi Kumar",
        phone: "9876543210",
        email: `burst-${index}-${randomUUID()}@example.com`,
        service: "gst",
        message: "Please call.",
      }),
    ),
  );
  await vi.waitFor(() => expect(sent).toHaveLength(25), { timeout: 15_000, interval: 100 });
  expect(new Set(sent).size).toBe(25);
});
