-- The client's booking page (issue 20): a stage inside 'In Progress', its history,
-- the thread of messages, what each document answers and who sent it, and the
-- sign-in link an outbox email is given when it is sent.
-- Existing bookings start at 'Booked'; their timeline is filled from what is known
-- (booked at created_at, closed at closed_at), and their documents are 'other'.
CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"stage" text NOT NULL,
	"actor_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_stage_check" CHECK ("booking_events"."stage" in ('Booked', 'Documents requested', 'Documents received', 'In preparation', 'Sent for your approval', 'Filed / Submitted', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "booking_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"author" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_messages_author_check" CHECK ("booking_messages"."author" in ('client', 'firm')),
	CONSTRAINT "booking_messages_body_check" CHECK (char_length("booking_messages"."body") between 1 and 4000)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stage" text DEFAULT 'Booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sign_in_link" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "filed_as" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "source" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_messages_booking_idx" ON "booking_messages" USING btree ("booking_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_stage_check" CHECK ("bookings"."stage" in ('Booked', 'Documents requested', 'Documents received', 'In preparation', 'Sent for your approval', 'Filed / Submitted'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_source_check" CHECK ("uploads"."source" in ('client', 'firm'));--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "stage", "at") SELECT "booking_id", 'Booked', "created_at" FROM "bookings";--> statement-breakpoint
INSERT INTO "booking_events" ("booking_id", "stage", "actor_id", "at") SELECT "booking_id", 'Closed', NULL, "closed_at" FROM "bookings" WHERE "closed_at" IS NOT NULL;
