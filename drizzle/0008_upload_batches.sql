CREATE TABLE "upload_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"kind" text NOT NULL,
	"mail_client" boolean DEFAULT true NOT NULL,
	"received" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_batches_open_idx" ON "upload_batches" USING btree ("booking_id") WHERE "upload_batches"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "upload_batches_quiet_idx" ON "upload_batches" USING btree ("last_activity_at") WHERE "upload_batches"."closed_at" is null;