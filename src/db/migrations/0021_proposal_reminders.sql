ALTER TYPE "public"."proposal_event_kind" ADD VALUE 'reminded';--> statement-breakpoint
CREATE TABLE "proposal_reminders" (
	"proposal_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rule" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_reminders_proposal_id_rule_pk" PRIMARY KEY("proposal_id","rule")
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_reminders" ADD CONSTRAINT "proposal_reminders_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_reminders" ADD CONSTRAINT "proposal_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_reminders_user_id_idx" ON "proposal_reminders" USING btree ("user_id");