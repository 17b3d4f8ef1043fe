-- Indexes for the staff's views of open bookings (Mine, Unassigned, Due this week,
-- Overdue, Waiting on client): partial, so closed bookings cost them nothing.
CREATE INDEX "bookings_open_owner_idx" ON "bookings" USING btree ("owner_id","created_at" DESC NULLS FIRST) WHERE "bookings"."status" = 'In Progress';--> statement-breakpoint
CREATE INDEX "bookings_open_due_idx" ON "bookings" USING btree ("due_on") WHERE "bookings"."status" = 'In Progress';--> statement-breakpoint
CREATE INDEX "bookings_open_stage_idx" ON "bookings" USING btree ("stage","created_at" DESC NULLS FIRST) WHERE "bookings"."status" = 'In Progress';