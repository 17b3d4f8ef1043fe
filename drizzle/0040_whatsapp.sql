CREATE TABLE "whatsapp_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"number" text NOT NULL,
	"booking_id" text,
	"kind" text NOT NULL,
	"template" text,
	"language" text,
	"values" jsonb,
	"sign_in_link" jsonb,
	"body" text DEFAULT '' NOT NULL,
	"payload" jsonb,
	"wa_message_id" text,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"fallback_outbox_id" bigint,
	"fell_back_at" timestamp with time zone,
	"booking_message_id" bigint,
	"event_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_wa_id_unique" UNIQUE("wa_message_id"),
	CONSTRAINT "whatsapp_messages_kind_check" CHECK ("whatsapp_messages"."kind" in ('template', 'text', 'list', 'image', 'document', 'list-reply')),
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'withdrawn', 'received', 'waiting', 'filed', 'refused')),
	CONSTRAINT "whatsapp_messages_direction_check" CHECK ("whatsapp_messages"."direction" in ('out', 'in'))
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_check";--> statement-breakpoint
ALTER TABLE "booking_messages" ADD COLUMN "channel" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "held_for_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_booking_id_bookings_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("booking_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_fallback_outbox_id_outbox_id_fk" FOREIGN KEY ("fallback_outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_booking_message_id_booking_messages_id_fk" FOREIGN KEY ("booking_message_id") REFERENCES "public"."booking_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_booking_idx" ON "whatsapp_messages" USING btree ("booking_id","id") WHERE "whatsapp_messages"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_number_idx" ON "whatsapp_messages" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id","id") WHERE "outbox"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_channel_check" CHECK ("booking_messages"."channel" in ('site', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('booking', 'enquiry', 'partner-enquiry', 'marketing', 'whatsapp'));