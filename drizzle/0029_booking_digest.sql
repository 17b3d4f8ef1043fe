ALTER TABLE "outbox" ADD COLUMN "digest_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest_part" jsonb;--> statement-breakpoint
CREATE INDEX "outbox_digest_idx" ON "outbox" USING btree ("digest_key") WHERE "outbox"."digest_key" is not null;