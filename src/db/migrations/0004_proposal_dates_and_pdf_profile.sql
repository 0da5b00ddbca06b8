ALTER TABLE "profiles" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "proposals_client_id_idx" ON "proposals" USING btree ("client_id");--> statement-breakpoint
-- Proposals saved before these columns: their best known dates.
UPDATE "proposals" SET "sent_at" = "created_at" WHERE "status" <> 'rascunho';--> statement-breakpoint
UPDATE "proposals" SET "approved_at" = "updated_at" WHERE "status" = 'aprovada';
