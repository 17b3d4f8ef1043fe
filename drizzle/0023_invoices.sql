-- Invoices, credit notes and payments (issue 23). Money in paise (bigint).
CREATE TABLE "invoice_sequences" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" text NOT NULL,
	"corrects_id" bigint,
	"reason" text DEFAULT '' NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"recipient_gstin" text,
	"place_of_supply" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"upi_vpa" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"paid_on" date,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('invoice', 'credit-note')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('unpaid', 'payment-reported', 'paid', 'credited', 'issued')),
	CONSTRAINT "invoices_credit_note_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."status" = 'issued')),
	CONSTRAINT "invoices_corrects_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."corrects_id" is not null)),
	CONSTRAINT "invoices_total_check" CHECK ("invoices"."total_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"reported_by" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('upi', 'bank-transfer', 'cash', 'cheque')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('reported', 'confirmed', 'rejected')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_corrects_id_invoices_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_idx" ON "invoices" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_booking_idx" ON "invoices" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("status","issued_at") WHERE "invoices"."status" in ('unpaid', 'payment-reported');--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_idx" ON "payments" USING btree ("reference") WHERE "payments"."method" = 'upi' and "payments"."status" <> 'rejected';;--> statement-breakpoint
-- An issued invoice or credit note is never changed or deleted: only its
-- payment status and reminders move. A correction is a credit note.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it cannot be deleted (issue a credit note)', OLD.number;
  END IF;
  IF (NEW.id, NEW.kind, NEW.number, NEW.financial_year, NEW.sequence, NEW.booking_id, NEW.corrects_id, NEW.reason,
      NEW.issued_on, NEW.issued_at, NEW.issued_by, NEW.supplier, NEW.recipient, NEW.recipient_gstin,
      NEW.place_of_supply, NEW.lines, NEW.taxable_paise, NEW.cgst_paise, NEW.sgst_paise, NEW.igst_paise,
      NEW.total_paise, NEW.upi_vpa)
     IS DISTINCT FROM
     (OLD.id, OLD.kind, OLD.number, OLD.financial_year, OLD.sequence, OLD.booking_id, OLD.corrects_id, OLD.reason,
      OLD.issued_on, OLD.issued_at, OLD.issued_by, OLD.supplier, OLD.recipient, OLD.recipient_gstin,
      OLD.place_of_supply, OLD.lines, OLD.taxable_paise, OLD.cgst_paise, OLD.sgst_paise, OLD.igst_paise,
      OLD.total_paise, OLD.upi_vpa) THEN
    RAISE EXCEPTION 'invoice % is issued: what it says cannot change (issue a credit note)', OLD.number;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
