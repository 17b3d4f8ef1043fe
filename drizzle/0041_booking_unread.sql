ALTER TABLE "bookings" ADD COLUMN "client_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "firm_seen_at" timestamp with time zone;--> statement-breakpoint
-- The dashboard's unread mark and 'Client responded' (issue 36.4) compare
-- two times per booking. Read per booking by correlated subqueries they made
-- every staff page count all its views in about a second at 100,000
-- bookings (docs/PERFORMANCE.md); kept on the booking they are two columns.
-- Each is worked out again from its sources whenever one changes, so it is
-- always what the sources say (a deleted upload or opening included).

-- The client's latest upload or message on the booking (null: none yet).
CREATE FUNCTION "booking_client_active_at"(booking text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT greatest(
    (SELECT max(created_at) FROM uploads WHERE booking_id = booking AND source = 'client'),
    (SELECT max(created_at) FROM booking_messages WHERE booking_id = booking AND author = 'client'))
$$;--> statement-breakpoint
-- When the firm last took the booking in: its owner's last opening of the
-- staff page (anyone's while it has no owner), or the firm's latest
-- message, whichever is later. `greatest` skips nulls.
CREATE FUNCTION "booking_firm_seen_at"(booking text, owner text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT greatest(
    (SELECT max(opened_at) FROM booking_openings WHERE booking_id = booking AND (owner IS NULL OR user_id = owner)),
    (SELECT max(created_at) FROM booking_messages WHERE booking_id = booking AND author = 'firm'))
$$;--> statement-breakpoint
CREATE FUNCTION "bookings_refresh_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.booking_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.booking_id END], NULL);
BEGIN
  UPDATE bookings SET
    client_active_at = CASE WHEN TG_TABLE_NAME = 'booking_openings' THEN client_active_at
                            ELSE booking_client_active_at(booking_id) END,
    firm_seen_at = CASE WHEN TG_TABLE_NAME = 'uploads' THEN firm_seen_at
                        ELSE booking_firm_seen_at(booking_id, owner_id) END
  WHERE booking_id = ANY (changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "uploads_refresh_activity" AFTER INSERT OR UPDATE OF booking_id, source, created_at OR DELETE ON "uploads"
  FOR EACH ROW EXECUTE FUNCTION "bookings_refresh_activity"();--> statement-breakpoint
CREATE TRIGGER "booking_messages_refresh_activity" AFTER INSERT OR UPDATE OF booking_id, author, created_at OR DELETE ON "booking_messages"
  FOR EACH ROW EXECUTE FUNCTION "bookings_refresh_activity"();--> statement-breakpoint
CREATE TRIGGER "booking_openings_refresh_activity" AFTER INSERT OR UPDATE OR DELETE ON "booking_openings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_refresh_activity"();--> statement-breakpoint
-- A new owner: the firm has seen the booking when they last opened it.
CREATE FUNCTION "bookings_owner_seen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.firm_seen_at := booking_firm_seen_at(NEW.booking_id, NEW.owner_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_owner_seen" BEFORE UPDATE OF owner_id ON "bookings"
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION "bookings_owner_seen"();--> statement-breakpoint
UPDATE "bookings" SET
  "client_active_at" = booking_client_active_at(booking_id),
  "firm_seen_at" = booking_firm_seen_at(booking_id, owner_id)
WHERE EXISTS (SELECT 1 FROM uploads WHERE uploads.booking_id = bookings.booking_id AND uploads.source = 'client')
   OR EXISTS (SELECT 1 FROM booking_messages WHERE booking_messages.booking_id = bookings.booking_id)
   OR EXISTS (SELECT 1 FROM booking_openings WHERE booking_openings.booking_id = bookings.booking_id);
