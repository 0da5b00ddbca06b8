ALTER TABLE "proposal_items" ADD COLUMN "deliverables" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Lines written before this column: the service's deliverables as they are now (the closest record there is).
UPDATE "proposal_items" SET "deliverables" = "services"."deliverables" FROM "services" WHERE "proposal_items"."service_id" = "services"."id";
