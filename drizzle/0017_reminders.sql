-- Reminders to clients who owe documents (issue 21.6): since when a booking waits,
-- how many reminders went in this wait, and when the last one did.
ALTER TABLE "bookings" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_reminder_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_waiting_idx" ON "bookings" USING btree ("waiting_since") WHERE "bookings"."waiting_since" is not null;