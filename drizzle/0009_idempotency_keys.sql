ALTER TABLE "bookings" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_idempotency_key_unique" UNIQUE("idempotency_key");