CREATE TYPE "public"."billing_event_result" AS ENUM('subscription_activated', 'subscription_expired', 'pending_saved', 'pending_dropped', 'ignored', 'stale');--> statement-breakpoint
CREATE TYPE "public"."billing_event_type" AS ENUM('purchase.approved', 'purchase.refunded', 'purchase.cancelled');--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" "billing_event_type" NOT NULL,
	"email" text NOT NULL,
	"plan" "plan_id" NOT NULL,
	"purchase_id" text,
	"event_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"result" "billing_event_result" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_purchases" (
	"email" text PRIMARY KEY NOT NULL,
	"plan" "plan_id" NOT NULL,
	"purchase_id" text,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purchase_id" text;--> statement-breakpoint
ALTER TABLE "pending_purchases" ADD CONSTRAINT "pending_purchases_event_id_billing_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."billing_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_email_created_idx" ON "billing_events" USING btree ("email","event_created_at");