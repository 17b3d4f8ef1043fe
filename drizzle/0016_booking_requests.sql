-- Documents the firm asks a client for after booking (issue 21.5).
CREATE TABLE "booking_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"label" text NOT NULL,
	"due_on" date,
	"not_needed" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_label_check" CHECK (char_length("booking_requests"."label") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_booking_idx" ON "booking_requests" USING btree ("booking_id","id");