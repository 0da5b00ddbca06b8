CREATE TYPE "public"."proposal_event_kind" AS ENUM('sent', 'emailed', 'viewed', 'accepted', 'refused');--> statement-breakpoint
CREATE TABLE "proposal_acceptances" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"signer_name" text NOT NULL,
	"document_digits" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"content_sha256" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"kind" "proposal_event_kind" NOT NULL,
	"detail" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "document" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "previous_version_id" uuid;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "share_id" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "share_secret" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "first_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_acceptances" ADD CONSTRAINT "proposal_acceptances_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_acceptances" ADD CONSTRAINT "proposal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_events" ADD CONSTRAINT "proposal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_acceptances_user_id_idx" ON "proposal_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposal_events_proposal_id_created_idx" ON "proposal_events" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_events_user_id_idx" ON "proposal_events" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_previous_version_id_proposals_id_fk" FOREIGN KEY ("previous_version_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_share_id_idx" ON "proposals" USING btree ("share_id");--> statement-breakpoint
-- Proposals sent before public links existed get theirs now (gen_random_uuid draws from the strong RNG).
UPDATE "proposals" SET
	"share_id" = substr(replace(gen_random_uuid()::text, '-', ''), 1, 16),
	"share_secret" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
WHERE "status" <> 'rascunho' AND "share_id" IS NULL;--> statement-breakpoint
INSERT INTO "proposal_events" ("proposal_id", "user_id", "kind", "created_at")
SELECT "id", "user_id", 'sent', "sent_at" FROM "proposals" WHERE "sent_at" IS NOT NULL;
