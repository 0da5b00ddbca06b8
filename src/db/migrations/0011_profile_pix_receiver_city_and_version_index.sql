ALTER TABLE "profiles" ADD COLUMN "pix_receiver_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pix_city" text;--> statement-breakpoint
CREATE INDEX "proposals_previous_version_id_idx" ON "proposals" USING btree ("previous_version_id");--> statement-breakpoint
-- Keys saved before these fields existed: the receiver the charge already showed (the company for a
-- CNPJ key, else the person; never the e-mail) and the profile's city. Left empty when unknown: the
-- settings page then asks for them before a charge is shown.
UPDATE "profiles" SET
  "pix_receiver_name" = nullif(trim(CASE WHEN "pix_key_type" = 'cnpj' THEN coalesce(nullif(trim("company_name"), ''), "full_name") ELSE coalesce(nullif(trim("full_name"), ''), "company_name") END), ''),
  "pix_city" = nullif(trim("city"), '')
WHERE "pix_key" IS NOT NULL;
