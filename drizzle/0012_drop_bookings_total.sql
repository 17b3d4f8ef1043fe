-- A booking's total was written and never read: every page, mail and CSV
-- sums its items (booking_items keeps each charge as it was when booked),
-- and invoices keep their own amounts. One source for the figure.
ALTER TABLE "bookings" DROP COLUMN IF EXISTS "total";
