CREATE TABLE "challans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"tax" text NOT NULL,
	"reference" text NOT NULL,
	"period" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"pay_by" date NOT NULL,
	"status" text DEFAULT 'to-pay' NOT NULL,
	"cin" text,
	"paid_on" date,
	"reported_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challans_status_check" CHECK ("challans"."status" in ('to-pay', 'reported', 'paid', 'cancelled')),
	CONSTRAINT "challans_tax_check" CHECK ("challans"."tax" in ('gst', 'income-tax')),
	CONSTRAINT "challans_total_check" CHECK ("challans"."total_paise" > 0),
	CONSTRAINT "challans_reference_check" CHECK ("challans"."reference" ~ '^[0-9]{14}$')
);
--> statement-breakpoint
ALTER TABLE "challans" ADD CONSTRAINT "challans_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challans_booking_idx" ON "challans" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "challans_to_pay_idx" ON "challans" USING btree ("pay_by") WHERE "challans"."status" = 'to-pay';