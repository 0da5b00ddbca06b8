CREATE TABLE "proposal_counts" (
	"user_id" text NOT NULL,
	"status" "proposal_status" NOT NULL,
	"newest" integer NOT NULL,
	CONSTRAINT "proposal_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "proposal_counts" ADD CONSTRAINT "proposal_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 17, data growth: the proposal list's totals per account and status, counting the newest
-- versions (not superseded). Statement triggers on proposals apply deltas from the statement's
-- transition tables: -1 at (user, old status) for each old row that was not superseded, +1 at
-- (user, new status) for each new row that is not; summed per (user, status) and applied in that
-- order (concurrent writers take the rows' locks in the same order). 0023's row triggers mark the
-- previous version superseded (or newest again) by UPDATEs of proposals, whose own statement
-- trigger moves the count: a new version is +1 (insert) -1 (its previous one superseded). The
-- deltas of an account being deleted are dropped (its rows go with it); no trigger ever recounts.
CREATE OR REPLACE FUNCTION valora_proposal_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "proposal_counts" ("user_id", "status", "newest")
    SELECT n."user_id", n."status", count(*) FROM new_rows n
    WHERE NOT n."superseded" AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = n."user_id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "newest" = "proposal_counts"."newest" + excluded."newest";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "proposal_counts" ("user_id", "status", "newest")
    SELECT o."user_id", o."status", -count(*) FROM old_rows o
    WHERE NOT o."superseded" AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "newest" = "proposal_counts"."newest" + excluded."newest";
  ELSE
    INSERT INTO "proposal_counts" ("user_id", "status", "newest")
    SELECT d."user_id", d."status", sum(d.delta) FROM (
      SELECT o."user_id", o."status", -1 AS delta FROM old_rows o WHERE NOT o."superseded"
      UNION ALL
      SELECT n."user_id", n."status", 1 FROM new_rows n WHERE NOT n."superseded"
    ) d
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id")
    GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET "newest" = "proposal_counts"."newest" + excluded."newest";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_counts_insert" AFTER INSERT ON "proposals"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_proposal_counts();--> statement-breakpoint
CREATE TRIGGER "proposals_counts_delete" AFTER DELETE ON "proposals"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_proposal_counts();--> statement-breakpoint
CREATE TRIGGER "proposals_counts_update" AFTER UPDATE ON "proposals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_proposal_counts();--> statement-breakpoint
-- The counts of the existing data.
INSERT INTO "proposal_counts" ("user_id", "status", "newest")
SELECT "user_id", "status", count(*) FROM "proposals" WHERE NOT "superseded" GROUP BY 1, 2;
