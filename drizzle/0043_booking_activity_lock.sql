-- Two uploads or messages on one booking committed at the same instant (two
-- server processes): the second trigger's UPDATE waited for the first's row
-- lock, then wrote a time its subqueries had read in a snapshot taken before
-- the first committed, so the booking could lag by the first one's row
-- (migration 0041). The trigger now takes the bookings' row locks first, in
-- a statement of its own; the UPDATE after it reads a fresh snapshot (READ
-- COMMITTED takes one per statement), in which every change that held the
-- lock before it is committed. The lock is the one the UPDATE takes anyway
-- (FOR NO KEY UPDATE): FOR UPDATE would wait on the key-share lock a foreign
-- key's check holds, and two messages posted at once, each having checked
-- its key, would wait on each other. Locked in booking order, so a row moved
-- from one booking to another cannot deadlock against one moved back.
CREATE OR REPLACE FUNCTION "bookings_refresh_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[] := array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.booking_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.booking_id END], NULL);
BEGIN
  PERFORM 1 FROM bookings WHERE booking_id = ANY (changed) ORDER BY booking_id FOR NO KEY UPDATE;
  UPDATE bookings SET
    client_active_at = CASE WHEN TG_TABLE_NAME = 'booking_openings' THEN client_active_at
                            ELSE booking_client_active_at(booking_id) END,
    firm_seen_at = CASE WHEN TG_TABLE_NAME = 'uploads' THEN firm_seen_at
                        ELSE booking_firm_seen_at(booking_id, owner_id) END
  WHERE booking_id = ANY (changed);
  RETURN NULL;
END
$$;
