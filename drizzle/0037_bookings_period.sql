-- The compliance grid (issue 37.5) reads a financial year's work items by their
-- period: a partial index over the bookings of engagements only (those made
-- on the site have no period and stay out of it).
CREATE INDEX "bookings_period_idx" ON "bookings" USING btree ("period") WHERE "bookings"."engagement_id" is not null;