-- Email reminders of statutory due dates (issue 24.3): double opt-in subscriptions and the reminders queued, once each.
CREATE TABLE "due_date_reminders_sent" (
	"subscription_id" bigint NOT NULL,
	"rule_id" text NOT NULL,
	"date" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_date_reminders_sent_subscription_id_rule_id_date_pk" PRIMARY KEY("subscription_id","rule_id","date")
);
--> statement-breakpoint
CREATE TABLE "due_date_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"profile" text NOT NULL,
	"token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_date_subscriptions_profile_check" CHECK ("due_date_subscriptions"."profile" in ('salaried', 'gst-monthly', 'gst-qrmp', 'company', 'llp'))
);
--> statement-breakpoint
ALTER TABLE "due_date_reminders_sent" ADD CONSTRAINT "due_date_reminders_sent_subscription_id_due_date_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."due_date_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_date_subscriptions_token_idx" ON "due_date_subscriptions" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "due_date_subscriptions_live_idx" ON "due_date_subscriptions" USING btree ("email","profile") WHERE "due_date_subscriptions"."unsubscribed_at" is null;--> statement-breakpoint
CREATE INDEX "due_date_subscriptions_email_idx" ON "due_date_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "due_date_subscriptions_confirmed_idx" ON "due_date_subscriptions" USING btree ("id") WHERE "due_date_subscriptions"."confirmed_at" is not null and "due_date_subscriptions"."unsubscribed_at" is null;