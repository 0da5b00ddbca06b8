CREATE TABLE "report_stage_totals" (
	"user_id" text NOT NULL,
	"status" "client_status" NOT NULL,
	"clients" integer NOT NULL,
	"client_value_cents" numeric NOT NULL,
	"open_proposals" integer NOT NULL,
	"open_value_cents" numeric NOT NULL,
	CONSTRAINT "report_stage_totals_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
ALTER TABLE "report_stage_totals" ADD CONSTRAINT "report_stage_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 17, data growth: the reports' pipeline per account and client status: its clients and the
-- sum of their values, and their open proposals (status 'enviada', every version, of the same
-- account) with the sum of their totals. Statement triggers on clients and proposals apply deltas
-- from the statement's transition tables (insert ... on conflict do update set x = x + excluded.x),
-- summed per (user, status) and applied in that order; no trigger ever recounts. A proposal counts
-- at its client's CURRENT status: the proposals' trigger locks the clients it touches (in id order),
-- so a concurrent change of a client's status waits for the proposal's transaction, or the
-- proposal's trigger waits for the status change and reads the new status (READ COMMITTED re-reads a
-- locked row's newest version); a status change moves the client's open proposals as its own
-- statement (VOLATILE functions: each statement sees what committed before it) reads them. The lock
-- is FOR NO KEY UPDATE, not FOR SHARE: a transaction that writes a proposal and then moves its client
-- along (createProposal: 'novo' to 'proposta') would otherwise have to upgrade a share lock that a
-- second writer of the same client's proposals also holds while it waits for the first one's
-- rollup row: a deadlock. Foreign key checks (FOR KEY SHARE) are not blocked.
-- Lock order: every proposal write takes its client's row first, then the account's rollups (0025's
-- counts, 0024/0026's day locks). The app's saves and acceptances lock the client before writing the
-- proposal; here the proposals' statement triggers are named proposals_clients_stage_* so that they
-- fire first (PostgreSQL fires a table's triggers of one kind in the order of their names, before
-- proposals_counts_* and proposals_report_*): a refusal or a deletion, which lock no client before,
-- then also waits for the client before holding the counts, and never holds them while a save that
-- holds the client waits for them (a deadlock).
-- The deltas of an account being deleted are dropped (its rows go with it). A bulk load sets
-- valora.defer_report_rollups for its transaction and calls valora_stage_rebuild(user) at its end.
--
-- Open proposals' deltas per (user, client), applied at the status of the client (same account) now.
CREATE OR REPLACE FUNCTION valora_stage_open(us text[], cs uuid[], ns bigint[], ts numeric[]) RETURNS void LANGUAGE plpgsql
-- One account's clients by their key; within a bulk write the statistics can describe the tables as nearly empty.
SET enable_seqscan = off AS $$
BEGIN
  WITH d AS (
    SELECT x.user_id, x.client_id, sum(x.n) AS n, sum(x.total) AS total
    FROM unnest(us, cs, ns, ts) AS x(user_id, client_id, n, total)
    WHERE x.client_id IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = x.user_id)
    GROUP BY 1, 2 HAVING sum(x.n) <> 0 OR sum(x.total) <> 0
  ),
  c AS MATERIALIZED (
    SELECT c."id", c."user_id", c."status" FROM "clients" c
    WHERE c."id" IN (SELECT d.client_id FROM d) ORDER BY c."id" FOR NO KEY UPDATE
  )
  INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
  SELECT d.user_id, c."status", 0, 0, sum(d.n), sum(d.total)
  FROM d JOIN c ON c."id" = d.client_id AND c."user_id" = d.user_id
  GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.total) <> 0 ORDER BY 1, 2
  ON CONFLICT ("user_id", "status") DO UPDATE SET
    "open_proposals" = "report_stage_totals"."open_proposals" + excluded."open_proposals",
    "open_value_cents" = "report_stage_totals"."open_value_cents" + excluded."open_value_cents";
END $$;--> statement-breakpoint
-- proposals: -1 and -total for each old open row with a client, +1 and +total for each new one; an
-- update's unchanged rows cancel out (and then nothing is read or locked).
CREATE OR REPLACE FUNCTION valora_stage_proposals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; cs uuid[]; ns bigint[]; ts numeric[];
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.user_id), array_agg(x.client_id), array_agg(x.n), array_agg(x.total) INTO us, cs, ns, ts FROM (
      SELECT n."user_id" AS user_id, n."client_id" AS client_id, count(*) AS n, sum(n."total_cents") AS total
      FROM new_rows n WHERE n."status" = 'enviada' AND n."client_id" IS NOT NULL GROUP BY 1, 2
    ) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.user_id), array_agg(x.client_id), array_agg(x.n), array_agg(x.total) INTO us, cs, ns, ts FROM (
      SELECT o."user_id" AS user_id, o."client_id" AS client_id, -count(*) AS n, -sum(o."total_cents") AS total
      FROM old_rows o WHERE o."status" = 'enviada' AND o."client_id" IS NOT NULL GROUP BY 1, 2
    ) x;
  ELSE
    SELECT array_agg(x.user_id), array_agg(x.client_id), array_agg(x.n), array_agg(x.total) INTO us, cs, ns, ts FROM (
      SELECT d.user_id, d.client_id, sum(d.n) AS n, sum(d.total) AS total FROM (
        SELECT o."user_id" AS user_id, o."client_id" AS client_id, -1 AS n, -o."total_cents" AS total
        FROM old_rows o WHERE o."status" = 'enviada' AND o."client_id" IS NOT NULL
        UNION ALL
        SELECT n."user_id", n."client_id", 1, n."total_cents"
        FROM new_rows n WHERE n."status" = 'enviada' AND n."client_id" IS NOT NULL
      ) d
      GROUP BY 1, 2 HAVING sum(d.n) <> 0 OR sum(d.total) <> 0
    ) x;
  END IF;
  IF us IS NOT NULL THEN PERFORM valora_stage_open(us, cs, ns, ts); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- clients: -1 and -value at the old row's (user, status), +1 and +value at the new row's; a client
-- whose user or status changed also moves its open proposals (read by proposals_user_id_open_client_idx).
-- A new client has no proposals yet (their foreign key needs it); a deleted client's open proposals
-- are taken out by valora_stage_client_deleted, before the foreign key's "on delete set null" empties
-- their client_id (after which nothing shows what they were counted on).
CREATE OR REPLACE FUNCTION valora_stage_clients() RETURNS trigger LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
    SELECT n."user_id", n."status", count(*), sum(n."value_cents"), 0, 0 FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = n."user_id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "clients" = "report_stage_totals"."clients" + excluded."clients",
      "client_value_cents" = "report_stage_totals"."client_value_cents" + excluded."client_value_cents";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
    SELECT o."user_id", o."status", -count(*), -sum(o."value_cents"), 0, 0 FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id")
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "clients" = "report_stage_totals"."clients" + excluded."clients",
      "client_value_cents" = "report_stage_totals"."client_value_cents" + excluded."client_value_cents";
  ELSE
    INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
    WITH moved_old AS (
      SELECT o."id", o."user_id", o."status" FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n."id" = o."id" AND n."user_id" = o."user_id" AND n."status" = o."status")
    ),
    moved_new AS (
      SELECT n."id", n."user_id", n."status" FROM new_rows n
      WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o."id" = n."id" AND o."user_id" = n."user_id" AND o."status" = n."status")
    ),
    d AS (
      SELECT o."user_id", o."status", -1 AS clients, -o."value_cents" AS value, 0 AS n, 0 AS total FROM old_rows o
      UNION ALL
      SELECT n."user_id", n."status", 1, n."value_cents", 0, 0 FROM new_rows n
      UNION ALL
      SELECT m."user_id", m."status", 0, 0, -count(*), -sum(p."total_cents")
      FROM moved_old m JOIN "proposals" p ON p."user_id" = m."user_id" AND p."client_id" = m."id" AND p."status" = 'enviada'
      GROUP BY 1, 2
      UNION ALL
      SELECT m."user_id", m."status", 0, 0, count(*), sum(p."total_cents")
      FROM moved_new m JOIN "proposals" p ON p."user_id" = m."user_id" AND p."client_id" = m."id" AND p."status" = 'enviada'
      GROUP BY 1, 2
    )
    SELECT d."user_id", d."status", sum(d.clients), sum(d.value), sum(d.n), sum(d.total) FROM d
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id")
    GROUP BY 1, 2 HAVING sum(d.clients) <> 0 OR sum(d.value) <> 0 OR sum(d.n) <> 0 OR sum(d.total) <> 0 ORDER BY 1, 2
    ON CONFLICT ("user_id", "status") DO UPDATE SET
      "clients" = "report_stage_totals"."clients" + excluded."clients",
      "client_value_cents" = "report_stage_totals"."client_value_cents" + excluded."client_value_cents",
      "open_proposals" = "report_stage_totals"."open_proposals" + excluded."open_proposals",
      "open_value_cents" = "report_stage_totals"."open_value_cents" + excluded."open_value_cents";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A client about to be deleted (its row already locked): its open proposals leave its status. The
-- only row-level part: once the row is gone, the foreign key's "on delete set null" has emptied the
-- proposals' client_id (their own trigger then finds no client and moves nothing).
CREATE OR REPLACE FUNCTION valora_stage_client_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN OLD; END IF;
  INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
  SELECT OLD."user_id", OLD."status", 0, 0, -count(*), -sum(p."total_cents")
  FROM "proposals" p
  WHERE p."user_id" = OLD."user_id" AND p."client_id" = OLD."id" AND p."status" = 'enviada'
    AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = OLD."user_id")
  HAVING count(*) > 0
  ON CONFLICT ("user_id", "status") DO UPDATE SET
    "open_proposals" = "report_stage_totals"."open_proposals" + excluded."open_proposals",
    "open_value_cents" = "report_stage_totals"."open_value_cents" + excluded."open_value_cents";
  RETURN OLD;
END $$;--> statement-breakpoint
-- After a bulk load with the triggers deferred: the account's rows recounted in one statement.
CREATE OR REPLACE FUNCTION valora_stage_rebuild(u text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_stage_totals" WHERE "user_id" = u;
  INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
  SELECT u, c."status", count(*), coalesce(sum(c."value_cents"), 0), coalesce(sum(o.n), 0), coalesce(sum(o.total), 0)
  FROM "clients" c
  LEFT JOIN (
    SELECT p."client_id", count(*) AS n, sum(p."total_cents") AS total FROM "proposals" p
    WHERE p."user_id" = u AND p."status" = 'enviada' AND p."client_id" IS NOT NULL GROUP BY 1
  ) o ON o."client_id" = c."id"
  WHERE c."user_id" = u
  GROUP BY 2;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_clients_stage_insert" AFTER INSERT ON "proposals"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_proposals();--> statement-breakpoint
CREATE TRIGGER "proposals_clients_stage_delete" AFTER DELETE ON "proposals"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_proposals();--> statement-breakpoint
CREATE TRIGGER "proposals_clients_stage_update" AFTER UPDATE ON "proposals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_proposals();--> statement-breakpoint
CREATE TRIGGER "clients_stage_insert" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_clients();--> statement-breakpoint
CREATE TRIGGER "clients_stage_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_clients();--> statement-breakpoint
CREATE TRIGGER "clients_stage_update" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_stage_clients();--> statement-breakpoint
CREATE TRIGGER "clients_stage_before_delete" BEFORE DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION valora_stage_client_deleted();--> statement-breakpoint
-- The totals of the existing data.
INSERT INTO "report_stage_totals" ("user_id", "status", "clients", "client_value_cents", "open_proposals", "open_value_cents")
SELECT c."user_id", c."status", count(*), coalesce(sum(c."value_cents"), 0), coalesce(sum(o.n), 0), coalesce(sum(o.total), 0)
FROM "clients" c
LEFT JOIN (
  SELECT p."user_id", p."client_id", count(*) AS n, sum(p."total_cents") AS total FROM "proposals" p
  WHERE p."status" = 'enviada' AND p."client_id" IS NOT NULL GROUP BY 1, 2
) o ON o."client_id" = c."id" AND o."user_id" = c."user_id"
GROUP BY 1, 2;
