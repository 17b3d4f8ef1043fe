-- The clients the firm keeps (issue 37.1): clients, their GSTINs and
-- engagements, and each booking's client. Existing bookings are given their
-- client here, as a new booking is (app/clients/clients.server.ts): one
-- client per email, the booking's, or its account's when that account's
-- email is verified; the client's name and phone are its latest booking's.
CREATE TABLE "client_gstins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"gstin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_gstins_gstin_unique" UNIQUE("gstin")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text DEFAULT '' NOT NULL,
	"pan" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "clients_language_check" CHECK ("clients"."language" in ('en', 'hi', 'or')),
	CONSTRAINT "clients_email_check" CHECK ("clients"."email" = lower("clients"."email")),
	CONSTRAINT "clients_key_check" CHECK ("clients"."email" is not null or "clients"."pan" is not null)
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_id" bigint NOT NULL,
	"service_id" text NOT NULL,
	"start_period" text NOT NULL,
	"price_paise" bigint,
	"state" text DEFAULT 'active' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_state_check" CHECK ("engagements"."state" in ('active', 'paused', 'ended')),
	CONSTRAINT "engagements_price_check" CHECK ("engagements"."price_paise" is null or "engagements"."price_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_id" bigint;--> statement-breakpoint
ALTER TABLE "client_gstins" ADD CONSTRAINT "client_gstins_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_gstins_client_idx" ON "client_gstins" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree ("email") WHERE "clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_pan_idx" ON "clients" USING btree ("pan") WHERE "clients"."pan" is not null;--> statement-breakpoint
CREATE INDEX "clients_created_at_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_search_idx" ON "clients" USING gin (lower("name" || ' ' || coalesce("email", '') || ' ' || "phone" || ' ' || coalesce("pan", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_running_idx" ON "engagements" USING btree ("client_id","service_id") WHERE "engagements"."state" <> 'ended';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","created_at");--> statement-breakpoint
WITH keyed AS (
	SELECT b.customer_name, b.phone, b.created_at,
		CASE WHEN u.email_verified THEN lower(u.email) ELSE lower(b.email) END AS email
	FROM "bookings" b LEFT JOIN "user" u ON u.id = b.user_id
)
INSERT INTO "clients" ("name", "email", "phone", "created_at")
SELECT DISTINCT ON (email) customer_name, email, phone, min(created_at) OVER (PARTITION BY email)
FROM keyed ORDER BY email, created_at DESC;--> statement-breakpoint
UPDATE "clients" c SET "user_id" = u.id
FROM (SELECT DISTINCT ON (lower(email)) id, lower(email) AS email FROM "user" WHERE email_verified ORDER BY lower(email), created_at) u
WHERE c.email = u.email;--> statement-breakpoint
UPDATE "bookings" b SET "client_id" = c.id FROM "clients" c WHERE c.user_id = b.user_id;--> statement-breakpoint
UPDATE "bookings" b SET "client_id" = c.id FROM "clients" c WHERE b.client_id IS NULL AND c.email = lower(b.email);
