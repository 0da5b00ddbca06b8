ALTER TABLE "proposal_items" ADD COLUMN "unit" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "quantity" numeric(10, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "unit_price_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "discount_value" bigint;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD COLUMN "section" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "recurring_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "discount_value" bigint;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "locale" text DEFAULT 'pt-BR' NOT NULL;--> statement-breakpoint
-- Lines saved before free lines existed: a catalogue line of quantity 1 whose unit price is its price.
UPDATE "proposal_items" SET "unit_price_cents" = "price_cents";
--> statement-breakpoint
-- Proposals made before they had their own language were shown in the freelancer's: they keep it.
UPDATE "proposals" SET "locale" = "users"."locale" FROM "users" WHERE "users"."id" = "proposals"."user_id" AND "users"."locale" IN ('en', 'es', 'de');
