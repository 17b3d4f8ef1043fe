-- The search boxes of the audit trail, the document access log and the
-- invoices list match a substring (like '%…%'), which a b-tree cannot serve:
-- each gets a trigram index on the very expression its list searches
-- (SEARCH_TEXT in app/db/schema.ts), as the bookings and enquiries have had
-- since 0002. pg_trgm is installed by 0002. Built once over the rows there are.
CREATE INDEX "audit_events_search_idx" ON "audit_events" USING gin (lower("action" || ' ' || coalesce("actor_email", '') || ' ' || "target" || ' ' || "client_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "document_access_search_idx" ON "document_access" USING gin (lower(coalesce("actor_email", '') || ' ' || "booking_id" || ' ' || "file_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin (lower("number" || ' ' || "booking_id" || ' ' || ("recipient" ->> 'name') || ' ' || coalesce("recipient_gstin", '')) gin_trgm_ops);