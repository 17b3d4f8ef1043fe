-- Every booking gets a short reference to read out on the phone (issue 36,
-- item 10; app/bookings/booking-reference.ts). Adding the column with its
-- volatile default draws one for each booking already there (PostgreSQL
-- evaluates the default per row). Among many old bookings two may draw the
-- same one (about 1 in 20 at 10,000 bookings), so the later of each such
-- pair draws again until all differ; then the unique constraint holds them.
-- The search index is remade to cover the reference (SEARCH_TEXT.bookings).
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT 'ETF-' || to_char(('x' || left(replace(gen_random_uuid()::text, '-', ''), 12))::bit(48)::bigint % 1000000000, 'FM000"-"000"-"000') NOT NULL;--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "bookings" SET "reference" = DEFAULT WHERE "booking_id" IN (
      SELECT "booking_id" FROM (
        SELECT "booking_id", row_number() OVER (PARTITION BY "reference" ORDER BY "created_at", "booking_id") AS "drawn"
        FROM "bookings"
      ) AS "draws" WHERE "drawn" > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");--> statement-breakpoint
DROP INDEX "bookings_search_idx";--> statement-breakpoint
CREATE INDEX "bookings_search_idx" ON "bookings" USING gin (lower("booking_id" || ' ' || "customer_name" || ' ' || "email" || ' ' || "phone" || ' ' || "reference") gin_trgm_ops);
