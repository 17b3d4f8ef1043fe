-- Adds nullable columns (existing requests have no note nor answer; the checks pass on null) and a new table: safe on a database with rows.
CREATE TABLE "booking_line_marks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"line_id" text NOT NULL,
	"state" text NOT NULL,
	"by_id" text,
	"by_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_line_marks_state_check" CHECK ("booking_line_marks"."state" in ('not-applicable', 'on-paper'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "missing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "missing_reason" text;--> statement-breakpoint
ALTER TABLE "booking_line_marks" ADD CONSTRAINT "booking_line_marks_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_line_marks_line_idx" ON "booking_line_marks" USING btree ("booking_id","line_id");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_note_check" CHECK (char_length("booking_requests"."note") between 1 and 300);--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_missing_reason_check" CHECK (char_length("booking_requests"."missing_reason") <= 300);