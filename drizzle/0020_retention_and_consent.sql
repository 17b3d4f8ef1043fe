-- Retention (issue 22.3): when a booking's documents and deliverables were announced for deletion and deleted;
-- consents given on the forms (issue 22.5).
CREATE TABLE "consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('booking', 'enquiry', 'partner-enquiry', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "documents_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "documents_deleted_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deliverables_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deliverables_deleted_on" date;--> statement-breakpoint
CREATE INDEX "consents_email_idx" ON "consents" USING btree (lower("email"),"purpose");--> statement-breakpoint
CREATE INDEX "bookings_closed_at_idx" ON "bookings" USING btree ("closed_at") WHERE "bookings"."closed_at" is not null;