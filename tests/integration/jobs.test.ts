// The job queue as an operator sees it (npm run jobs): a mail server that
// refuses leaves the message's job retrying, with the error; a job that
// fails for good is listed as failed and can be run again.
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { getDb } from "#app/db/client.server.ts";
import { saveEnquiry } from "#app/enquiries/enquiries.server.ts";
import { makeHandlers, runDueJobs } from "#app/jobs/jobs.server.ts";
import { getJobQueue, queueJob } from "#app/jobs/queue.server.ts";
import { countJobs, listJobsThatNeedAnEye, retryJob } from "#app/jobs/report.server.ts";
import { setupTestDatabase } from "#tests/database.ts";
import { deliverMail } from "#tests/jobs.ts";

setupTestDatabase();

test("a message the mail server refuses is listed as retrying, with the server's answer, and waits", async () => {
  await saveEnquiry({
    name: "Ravi Kumar",
    phone: "9876543210",
    email: `client-${randomUUID()}@example.com`,
    service: "gst",
    message: "Please call.",
  });
  const refuse = async () => {
    throw new Error("550 mailbox unavailable");
  };
  expect(await deliverMail(refuse)).toBe(0);

  const [line] = await listJobsThatNeedAnEye();
  expect(line).toMatchObject({ queue: "send-email", state: "retry", attempts: 1, error: "550 mailbox unavailable" });
  expect(line?.at.getTime()).toBeGreaterThan(Date.now());
  const counts = await countJobs();
  expect(counts.find((queue) => queue.name === "send-email")).toMatchObject({ waiting: 0, running: 0, failed: 0 });
  // A retry is not due yet: nothing runs.
  expect(await deliverMail(async () => {})).toBe(0);
});

test("a job that fails for good is listed as failed, and the operator's retry runs it again", async () => {
  await queueJob(getDb(), "audit-purge", null);
  const failing = {
    ...makeHandlers(),
    "audit-purge": async () => {
      throw new Error("the database said no");
    },
  };
  // Its queue allows two retries: the third failure is the last.
  for (let attempt = 0; attempt < 3; attempt++) {
    expect(await runDueJobs("audit-purge", { handlers: failing, dueNow: true })).toEqual({
      completed: 0,
      failed: 1,
    });
  }
  expect(await runDueJobs("audit-purge", { handlers: failing, dueNow: true })).toEqual({
    completed: 0,
    failed: 0,
  });
  const failed = (await listJobsThatNeedAnEye()).find((line) => line.queue === "audit-purge");
  expect(failed).toMatchObject({ state: "failed", attempts: 3, error: "the database said no" });
  expect((await countJobs()).find((queue) => queue.name === "audit-purge")?.failed).toBe(1);

  expect(await retryJob(randomUUID())).toBe("not-found");
  expect(await retryJob(failed?.id ?? "")).toBe("retried");
  const [job] = await (await getJobQueue()).findJobs("audit-purge", { id: failed?.id });
  expect(job?.state).toBe("retry");
  expect(await runDueJobs("audit-purge", { dueNow: true })).toEqual({ completed: 1, failed: 0 });
});
