-- The firm's year (issue 37.2-37.5): engagements gain an owner, states
-- with who and why, the client's request, when periods start and invoices
-- go; a period's work item is a booking with its engagement and period
-- (one per period, by a unique index); filings record the returns filed.
CREATE TABLE "filings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"form" text NOT NULL,
	"rule_id" text,
	"period" text NOT NULL,
	"due_on" date,
	"filed_on" date NOT NULL,
	"acknowledgement" text NOT NULL,
	"upload_id" bigint,
	"late_fee_paise" bigint DEFAULT 0 NOT NULL,
	"interest_paise" bigint DEFAULT 0 NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filings_fees_check" CHECK ("filings"."late_fee_paise" >= 0 and "filings"."interest_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "engagement_id" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "state_changed_by" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "state_reason" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "client_asks" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "client_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "client_ask_reason" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "periods_from" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "days_before_due" integer;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "invoice_when" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "from_booking_id" text;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filings" ADD CONSTRAINT "filings_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "filings_return_idx" ON "filings" USING btree ("booking_id","form","period");--> statement-breakpoint
CREATE INDEX "filings_period_idx" ON "filings" USING btree ("period","form");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_engagement_period_idx" ON "bookings" USING btree ("engagement_id","period") WHERE "bookings"."engagement_id" is not null;--> statement-breakpoint
CREATE INDEX "engagements_active_idx" ON "engagements" USING btree ("id") WHERE "engagements"."state" = 'active';--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_asks_check" CHECK ("engagements"."client_asks" is null or "engagements"."client_asks" in ('pause', 'end'));--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_invoice_when_check" CHECK ("engagements"."invoice_when" in ('never', 'period-start', 'filed'));--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_days_before_due_check" CHECK ("engagements"."days_before_due" is null or "engagements"."days_before_due" between 0 and 90);