ALTER TABLE "profiles" ADD COLUMN "pix_key_type" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_deposit_percent_range" CHECK ("deposit_percent" IS NULL OR ("deposit_percent" >= 0 AND "deposit_percent" <= 100));
