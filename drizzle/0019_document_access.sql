-- The document access log (issue 22.2): every opening of a stored document, kept at least a year.
CREATE TABLE "document_access" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"upload_id" bigint,
	"booking_id" text NOT NULL,
	"file_name" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"actor_role" text NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_booking_idx" ON "document_access" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "document_access_actor_idx" ON "document_access" USING btree ("actor_id","at");