-- Drafts for the client's approval (issue 38, item 1): new tables, and
-- uploads' source may be 'draft' (a wider check: every row there holds).
CREATE TABLE "approval_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"summary" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"posted_by_id" text NOT NULL,
	"posted_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_drafts_status_check" CHECK ("approval_drafts"."status" in ('waiting', 'questioned', 'approved', 'superseded')),
	CONSTRAINT "approval_drafts_version_check" CHECK ("approval_drafts"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "approvals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draft_id" bigint NOT NULL,
	"booking_id" text NOT NULL,
	"version" integer NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"summary" text NOT NULL,
	"documents" jsonb NOT NULL,
	CONSTRAINT "approvals_draftId_unique" UNIQUE("draft_id")
);
--> statement-breakpoint
ALTER TABLE "uploads" DROP CONSTRAINT "uploads_source_check";--> statement-breakpoint
ALTER TABLE "approval_codes" ADD CONSTRAINT "approval_codes_draft_id_approval_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."approval_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_drafts" ADD CONSTRAINT "approval_drafts_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_draft_id_approval_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."approval_drafts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_codes_draft_idx" ON "approval_codes" USING btree ("draft_id","user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_drafts_version_idx" ON "approval_drafts" USING btree ("booking_id","version");--> statement-breakpoint
CREATE INDEX "approval_drafts_open_idx" ON "approval_drafts" USING btree ("booking_id") WHERE "approval_drafts"."status" in ('waiting', 'questioned');--> statement-breakpoint
CREATE INDEX "approvals_booking_idx" ON "approvals" USING btree ("booking_id","version");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_source_check" CHECK ("uploads"."source" in ('client', 'firm', 'draft'));--> statement-breakpoint
-- An approved draft is never changed or deleted (issue 38, item 1): a newer
-- version voids its approval by being newer. Before approval only its
-- status moves (waiting, questioned, superseded, approved); what it says
-- (version, summary, documents) is fixed when posted.
CREATE FUNCTION "approval_drafts_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'approved' THEN
      RAISE EXCEPTION 'version % of the draft for booking % is approved: it cannot be deleted', OLD.version, OLD.booking_id;
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'approved' AND NEW IS DISTINCT FROM OLD THEN
    RAISE EXCEPTION 'version % of the draft for booking % is approved: it cannot change (post a new version)', OLD.version, OLD.booking_id;
  END IF;
  IF (NEW.id, NEW.booking_id, NEW.version, NEW.summary, NEW.documents, NEW.posted_by_id, NEW.posted_by_email, NEW.created_at)
     IS DISTINCT FROM
     (OLD.id, OLD.booking_id, OLD.version, OLD.summary, OLD.documents, OLD.posted_by_id, OLD.posted_by_email, OLD.created_at) THEN
    RAISE EXCEPTION 'version % of the draft for booking % was posted: what it says cannot change (post a new version)', OLD.version, OLD.booking_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "approval_drafts_fixed" BEFORE UPDATE OR DELETE ON "approval_drafts"
  FOR EACH ROW EXECUTE FUNCTION "approval_drafts_fixed"();--> statement-breakpoint
-- The record of an approval is kept as it was given.
CREATE FUNCTION "approvals_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the approval of version % for booking % is a record: it cannot change or be deleted', OLD.version, OLD.booking_id;
END
$$;--> statement-breakpoint
CREATE TRIGGER "approvals_kept" BEFORE UPDATE OR DELETE ON "approvals"
  FOR EACH ROW EXECUTE FUNCTION "approvals_kept"();
