DROP INDEX "clients_user_id_status_idx";--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_user_id_status_created_idx" ON "clients" USING btree ("user_id","status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "proposals_user_id_newest_idx" ON "proposals" USING btree ("user_id","created_at" DESC NULLS LAST,"id") WHERE not "proposals"."superseded";--> statement-breakpoint
CREATE INDEX "clients_user_id_status_idx" ON "clients" USING btree ("user_id","status","value_cents");--> statement-breakpoint
-- Issue 17, data growth: "superseded" marks a proposal a newer version points back to, so the list and
-- its count read the partial index above instead of anti-joining every proposal to its versions.
UPDATE "proposals" AS p SET "superseded" = true
  WHERE EXISTS (SELECT 1 FROM "proposals" AS n WHERE n."previous_version_id" = p."id");--> statement-breakpoint
-- The trigger keeps it true exactly while some row points back: a new version supersedes its
-- previous one; deleting the newer version (or unlinking it: ON DELETE SET NULL) makes the older
-- one the newest again. The app never writes the column.
CREATE OR REPLACE FUNCTION valora_proposal_superseded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."previous_version_id" IS NOT NULL THEN
    UPDATE "proposals" SET "superseded" = EXISTS (
      SELECT 1 FROM "proposals" AS n WHERE n."previous_version_id" = OLD."previous_version_id"
    )
    WHERE "id" = OLD."previous_version_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."previous_version_id" IS NOT NULL THEN
    UPDATE "proposals" SET "superseded" = true WHERE "id" = NEW."previous_version_id" AND NOT "superseded";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_superseded_insert" AFTER INSERT ON "proposals"
  FOR EACH ROW WHEN (NEW."previous_version_id" IS NOT NULL) EXECUTE FUNCTION valora_proposal_superseded();--> statement-breakpoint
CREATE TRIGGER "proposals_superseded_update" AFTER UPDATE OF "previous_version_id" ON "proposals"
  FOR EACH ROW WHEN (OLD."previous_version_id" IS DISTINCT FROM NEW."previous_version_id") EXECUTE FUNCTION valora_proposal_superseded();--> statement-breakpoint
CREATE TRIGGER "proposals_superseded_delete" AFTER DELETE ON "proposals"
  FOR EACH ROW WHEN (OLD."previous_version_id" IS NOT NULL) EXECUTE FUNCTION valora_proposal_superseded();
