-- Search in the admin dashboards: a substring of the booking id, name,
-- email or phone. Trigram indexes keep it fast with many thousands of rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings" USING gin (lower("booking_id" || ' ' || "customer_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_status_created_idx" ON "bookings" ("status", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_search_idx" ON "enquiries" USING gin (lower("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_at_idx" ON "enquiries" ("created_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_search_idx" ON "partners" USING gin (lower("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_created_at_idx" ON "partners" ("created_at" DESC);
