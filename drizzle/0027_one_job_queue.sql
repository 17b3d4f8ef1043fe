-- The outbox is sent by the job queue (issue 35): one "send-email" job per
-- message, retried with backoff by pg-boss; the row keeps its tries and last error.
DROP INDEX "outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("id") WHERE "outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";