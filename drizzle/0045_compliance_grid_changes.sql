-- The compliance grid's financial year is kept in each server process's
-- memory until what it was read from changes (issue 41): the engagements,
-- their clients' names and GSTINs, the work items' periods, stages and
-- states, the latest drafts' approvals and the filings. Whatever writes them
-- (a page, the job queue, a script in psql), PostgreSQL says so on the
-- channel compliance_grid_changed when the transaction commits, once per
-- transaction however many rows it wrote (app/db/changes.server.ts).
-- Bookings that are not work items (no engagement) are not the grid's and
-- say nothing: a booking's every upload and message updates its row.
CREATE FUNCTION "compliance_grid_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('compliance_grid_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "engagements_compliance_grid" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "engagements"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "filings_compliance_grid" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "filings"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_gstins_compliance_grid" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_gstins"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_drafts_compliance_grid" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "approval_drafts"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_compliance_grid" AFTER INSERT OR UPDATE OF "name" OR DELETE OR TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_compliance_grid_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_compliance_grid_insert" AFTER INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.engagement_id IS NOT NULL) EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_compliance_grid_update" AFTER UPDATE OF "engagement_id", "period", "stage", "status" ON "bookings"
  FOR EACH ROW WHEN (NEW.engagement_id IS NOT NULL OR OLD.engagement_id IS NOT NULL) EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "bookings_compliance_grid_delete" AFTER DELETE ON "bookings"
  FOR EACH ROW WHEN (OLD.engagement_id IS NOT NULL) EXECUTE FUNCTION "compliance_grid_changed"();
