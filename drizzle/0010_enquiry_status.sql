ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "status" text DEFAULT 'New' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('New', 'Contacted', 'Closed'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_status_check" CHECK ("partners"."status" in ('New', 'Contacted', 'Closed'));