-- The search and sort indexes of 0002 (hand-written) are now declared in
-- app/db/schema.ts, so Drizzle's snapshot knows them: on every database they
-- already exist, and IF NOT EXISTS leaves them as they are.
-- The blog's categories are the spec's two collections. NOT VALID: new and
-- changed posts are checked; a post saved before, when the editor took any
-- category, stays readable until it is fixed and the constraint validated.
CREATE INDEX IF NOT EXISTS "bookings_search_idx" ON "bookings" USING gin (lower("booking_id" || ' ' || "customer_name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_search_idx" ON "enquiries" USING gin (lower("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_search_idx" ON "partners" USING gin (lower("name" || ' ' || "email" || ' ' || "phone") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partners_created_at_idx" ON "partners" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_check" CHECK ("blog_posts"."category" in ('GST', 'Income Tax')) NOT VALID;
