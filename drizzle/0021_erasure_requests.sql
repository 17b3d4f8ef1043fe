-- Erasure on request (issue 22.4): the queue of clients' requests and the firm's decisions.
CREATE TABLE "erasure_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erasure_requests_status_check" CHECK ("erasure_requests"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
CREATE INDEX "erasure_requests_status_idx" ON "erasure_requests" USING btree ("status","created_at");