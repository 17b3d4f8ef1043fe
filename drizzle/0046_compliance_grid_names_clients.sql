-- The word of a change to the compliance grid names the clients it touched
-- (issue 41): a process that kept the year reads those clients again, not
-- the whole firm (app/compliance/grid.server.ts). Each changed row says its
-- client's id on compliance_grid_changed, and PostgreSQL sends a payload
-- once per transaction however many rows repeat it. A truncate names
-- nobody, which means everyone: the year is read again. Work items,
-- filings and drafts name the client of the work item's engagement; a
-- booking that is not a work item still says nothing (0045's WHEN).
CREATE OR REPLACE FUNCTION "compliance_grid_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named bigint[];
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('compliance_grid_changed', '');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'clients' THEN
    named := array[OLD.id, NEW.id];
  ELSIF TG_TABLE_NAME IN ('engagements', 'client_gstins') THEN
    named := array[OLD.client_id, NEW.client_id];
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    named := array(SELECT client_id FROM engagements WHERE id IN (OLD.engagement_id, NEW.engagement_id));
  ELSE
    -- filings and approval_drafts: the client of their work item.
    named := array(
      SELECT e.client_id FROM bookings b JOIN engagements e ON e.id = b.engagement_id
      WHERE b.booking_id IN (OLD.booking_id, NEW.booking_id));
  END IF;
  PERFORM pg_notify('compliance_grid_changed', id::text) FROM unnest(named) AS id WHERE id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "engagements_compliance_grid" ON "engagements";
--> statement-breakpoint
DROP TRIGGER "filings_compliance_grid" ON "filings";
--> statement-breakpoint
DROP TRIGGER "client_gstins_compliance_grid" ON "client_gstins";
--> statement-breakpoint
DROP TRIGGER "approval_drafts_compliance_grid" ON "approval_drafts";
--> statement-breakpoint
DROP TRIGGER "clients_compliance_grid" ON "clients";
--> statement-breakpoint
CREATE TRIGGER "engagements_compliance_grid" AFTER INSERT OR UPDATE OR DELETE ON "engagements"
  FOR EACH ROW EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "filings_compliance_grid" AFTER INSERT OR UPDATE OR DELETE ON "filings"
  FOR EACH ROW EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_gstins_compliance_grid" AFTER INSERT OR UPDATE OR DELETE ON "client_gstins"
  FOR EACH ROW EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_drafts_compliance_grid" AFTER INSERT OR UPDATE OR DELETE ON "approval_drafts"
  FOR EACH ROW EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
-- A new client has no engagement yet, so is not on the grid: its first engagement names it.
CREATE TRIGGER "clients_compliance_grid" AFTER UPDATE OF "name" OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "engagements_compliance_grid_truncate" AFTER TRUNCATE ON "engagements"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "filings_compliance_grid_truncate" AFTER TRUNCATE ON "filings"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_gstins_compliance_grid_truncate" AFTER TRUNCATE ON "client_gstins"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "approval_drafts_compliance_grid_truncate" AFTER TRUNCATE ON "approval_drafts"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
--> statement-breakpoint
CREATE TRIGGER "clients_compliance_grid_truncate" AFTER TRUNCATE ON "clients"
  FOR EACH STATEMENT EXECUTE FUNCTION "compliance_grid_changed"();
