CREATE TABLE "report_approval_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"accepted" integer NOT NULL,
	"revenue_cents" numeric NOT NULL,
	"hours" numeric NOT NULL,
	"rated_revenue_cents" numeric NOT NULL,
	CONSTRAINT "report_approval_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_service_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"service_name" text NOT NULL,
	"revenue_cents" numeric NOT NULL,
	"created_proposals" integer NOT NULL,
	CONSTRAINT "report_service_days_user_id_day_service_name_pk" PRIMARY KEY("user_id","day","service_name")
);
--> statement-breakpoint
DROP INDEX "proposals_user_id_created_idx";--> statement-breakpoint
ALTER TABLE "report_approval_days" ADD CONSTRAINT "report_approval_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_service_days" ADD CONSTRAINT "report_service_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_cover_idx" ON "proposal_items" USING btree ("proposal_id","user_id","hours","price_cents","recurring","service_name");--> statement-breakpoint
CREATE INDEX "proposals_user_id_approved_cover_idx" ON "proposals" USING btree ("user_id","approved_at","total_cents","created_at","client_id","client_name","id") WHERE "proposals"."status" = 'aprovada';--> statement-breakpoint
CREATE INDEX "proposals_user_id_open_client_idx" ON "proposals" USING btree ("user_id","client_id","total_cents") WHERE "proposals"."status" = 'enviada';--> statement-breakpoint
CREATE INDEX "proposals_user_id_created_idx" ON "proposals" USING btree ("user_id","created_at","status","total_cents","sent_at","first_viewed_at","approved_at","updated_at","discount_kind","discount_value","id");--> statement-breakpoint
-- Issue 17, data growth: the reports' daily rollups. A day's rows are recomputed from proposals and
-- proposal_items (the same sums the reports made over the period's rows), for every day a write
-- touches, by statement triggers in the writing transaction: they are exact by construction. Days are
-- Brasília's calendar days (src/lib/time-zone.ts): a day's instants are [day 00:00, next day 00:00)
-- in America/Sao_Paulo, as the reports' period bounds. Concurrent writers touching the same day take
-- turns on an advisory lock (held to the end of the transaction), always in (user, day) order.
CREATE OR REPLACE FUNCTION valora_report_day(u text, d date) RETURNS void LANGUAGE plpgsql
-- Every read here is one account's day, by its index; within a bulk write the planner's statistics
-- can still describe the table as nearly empty, and a sequential scan per day would read it all.
SET enable_seqscan = off AS $$
DECLARE
  lo timestamptz := d::timestamp AT TIME ZONE 'America/Sao_Paulo';
  hi timestamptz := (d + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('valora_report_day'), hashtext(u || ' ' || d::text));
  DELETE FROM "report_approval_days" WHERE "user_id" = u AND "day" = d;
  INSERT INTO "report_approval_days" ("user_id", "day", "accepted", "revenue_cents", "hours", "rated_revenue_cents")
  SELECT u, d, count(*), sum(p."total_cents"), coalesce(sum(h.hours), 0),
    coalesce(sum(p."total_cents") FILTER (WHERE h.hours > 0), 0)
  FROM "proposals" p
  LEFT JOIN LATERAL (SELECT sum(i."hours") AS hours FROM "proposal_items" i WHERE i."proposal_id" = p."id") h ON true
  WHERE p."user_id" = u AND p."status" = 'aprovada' AND p."approved_at" >= lo AND p."approved_at" < hi
  HAVING count(*) > 0;
  DELETE FROM "report_service_days" WHERE "user_id" = u AND "day" = d;
  INSERT INTO "report_service_days" ("user_id", "day", "service_name", "revenue_cents", "created_proposals")
  SELECT u, d, x.name, coalesce(sum(x.revenue), 0), count(*) FILTER (WHERE x.created)
  FROM (
    SELECT i."service_name" AS name, p.id, sum(i."price_cents") FILTER (WHERE p.approved) AS revenue, bool_or(p.created) AS created
    FROM (
      -- The day's proposals once each: accepted that day (and whether also created that day), then
      -- created that day and not accepted that day.
      SELECT p."id", true AS approved, (p."created_at" >= lo AND p."created_at" < hi) AS created
      FROM "proposals" p
      WHERE p."user_id" = u AND p."status" = 'aprovada' AND p."approved_at" >= lo AND p."approved_at" < hi
      UNION ALL
      SELECT p."id", false, true
      FROM "proposals" p
      WHERE p."user_id" = u AND p."created_at" >= lo AND p."created_at" < hi
        AND NOT (p."status" = 'aprovada' AND p."approved_at" IS NOT NULL AND p."approved_at" >= lo AND p."approved_at" < hi)
    ) p
    JOIN "proposal_items" i ON i."proposal_id" = p."id" AND i."user_id" = u
    GROUP BY i."service_name", p."id"
  ) x
  GROUP BY x.name;
END $$;--> statement-breakpoint
-- Recomputes the given (user, day) pairs once each, in order.
CREATE OR REPLACE FUNCTION valora_report_apply(users text[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT DISTINCT x.user_id, x.day FROM unnest(users, days) AS x(user_id, day) WHERE x.day IS NOT NULL ORDER BY 1, 2 LOOP
    PERFORM valora_report_day(r.user_id, r.day);
  END LOOP;
END $$;--> statement-breakpoint
-- The days a set of proposals counts on: its creation day, and its approval day when accepted.
CREATE OR REPLACE FUNCTION valora_report_days(ids uuid[]) RETURNS void LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE us text[]; ds date[];
BEGIN
  SELECT array_agg(x.user_id), array_agg(x.day) INTO us, ds FROM (
    SELECT p."user_id" AS user_id, (p."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS day
    FROM "proposals" p WHERE p."id" = ANY (ids)
    UNION ALL
    SELECT p."user_id", (p."approved_at" AT TIME ZONE 'America/Sao_Paulo')::date
    FROM "proposals" p WHERE p."id" = ANY (ids) AND p."status" = 'aprovada' AND p."approved_at" IS NOT NULL
  ) x;
  PERFORM valora_report_apply(us, ds);
END $$;--> statement-breakpoint
-- proposals: the days of the rows as they were (a deleted one, or the old dates and status) and as
-- they are. An update recomputes only when something the rollups read changed.
CREATE OR REPLACE FUNCTION valora_report_proposals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; ds date[];
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.user_id), array_agg(x.day) INTO us, ds FROM (
      SELECT n."user_id" AS user_id, (n."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS day FROM new_rows n
      UNION ALL
      SELECT n."user_id", (n."approved_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM new_rows n
      WHERE n."status" = 'aprovada' AND n."approved_at" IS NOT NULL
    ) x;
  ELSE
    SELECT array_agg(x.user_id), array_agg(x.day) INTO us, ds FROM (
      SELECT o."user_id" AS user_id, (o."created_at" AT TIME ZONE 'America/Sao_Paulo')::date AS day FROM old_rows o
      UNION ALL
      SELECT o."user_id", (o."approved_at" AT TIME ZONE 'America/Sao_Paulo')::date FROM old_rows o
      WHERE o."status" = 'aprovada' AND o."approved_at" IS NOT NULL
    ) x;
  END IF;
  PERFORM valora_report_apply(us, ds);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION valora_report_proposals_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; ds date[];
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  WITH changed AS (
    SELECT o."user_id" AS o_user, o."created_at" AS o_created, o."status" AS o_status, o."approved_at" AS o_approved,
      n."user_id" AS n_user, n."created_at" AS n_created, n."status" AS n_status, n."approved_at" AS n_approved
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (o."user_id", o."created_at", o."status", o."approved_at", o."total_cents")
      IS DISTINCT FROM (n."user_id", n."created_at", n."status", n."approved_at", n."total_cents")
  )
  SELECT array_agg(x.user_id), array_agg(x.day) INTO us, ds FROM (
    SELECT o_user AS user_id, (o_created AT TIME ZONE 'America/Sao_Paulo')::date AS day FROM changed
    UNION ALL
    SELECT o_user, (o_approved AT TIME ZONE 'America/Sao_Paulo')::date FROM changed WHERE o_status = 'aprovada' AND o_approved IS NOT NULL
    UNION ALL
    SELECT n_user, (n_created AT TIME ZONE 'America/Sao_Paulo')::date FROM changed
    UNION ALL
    SELECT n_user, (n_approved AT TIME ZONE 'America/Sao_Paulo')::date FROM changed WHERE n_status = 'aprovada' AND n_approved IS NOT NULL
  ) x;
  PERFORM valora_report_apply(us, ds);
  RETURN NULL;
END $$;--> statement-breakpoint
-- proposal_items: the days of the proposals whose lines changed (a line moved counts for both).
CREATE OR REPLACE FUNCTION valora_report_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM valora_report_days(ARRAY(SELECT DISTINCT "proposal_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM valora_report_days(ARRAY(SELECT DISTINCT "proposal_id" FROM old_rows));
  ELSE
    PERFORM valora_report_days(ARRAY(
      SELECT o."proposal_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."proposal_id", o."user_id", o."service_name", o."price_cents", o."hours")
        IS DISTINCT FROM (n."proposal_id", n."user_id", n."service_name", n."price_cents", n."hours")
      UNION
      SELECT n."proposal_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."proposal_id", o."user_id", o."service_name", o."price_cents", o."hours")
        IS DISTINCT FROM (n."proposal_id", n."user_id", n."service_name", n."price_cents", n."hours")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A bulk load (the load account's seed) defers the triggers for its transaction (SET LOCAL
-- valora.defer_report_rollups = 'on') and rebuilds the account's rollups once at its end, in two
-- set-based statements, instead of recomputing its days after each batch.
CREATE OR REPLACE FUNCTION valora_report_rebuild(u text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_approval_days" WHERE "user_id" = u;
  INSERT INTO "report_approval_days" ("user_id", "day", "accepted", "revenue_cents", "hours", "rated_revenue_cents")
  SELECT u, (p."approved_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*), sum(p."total_cents"), coalesce(sum(h.hours), 0),
    coalesce(sum(p."total_cents") FILTER (WHERE h.hours > 0), 0)
  FROM "proposals" p
  LEFT JOIN (SELECT i."proposal_id", sum(i."hours") AS hours FROM "proposal_items" i JOIN "proposals" q ON q."id" = i."proposal_id"
    WHERE q."user_id" = u GROUP BY i."proposal_id") h ON h."proposal_id" = p."id"
  WHERE p."user_id" = u AND p."status" = 'aprovada' AND p."approved_at" IS NOT NULL
  GROUP BY 2;
  DELETE FROM "report_service_days" WHERE "user_id" = u;
  INSERT INTO "report_service_days" ("user_id", "day", "service_name", "revenue_cents", "created_proposals")
  WITH pairs AS (
    SELECT i."service_name" AS name, p."id", p."status", p."approved_at", p."created_at", sum(i."price_cents") AS price
    FROM "proposals" p JOIN "proposal_items" i ON i."proposal_id" = p."id" AND i."user_id" = u
    WHERE p."user_id" = u
    GROUP BY i."service_name", p."id"
  )
  SELECT u, x.day, x.name, sum(x.revenue), sum(x.created)
  FROM (
    SELECT y.name, (y."approved_at" AT TIME ZONE 'America/Sao_Paulo')::date AS day, y.price AS revenue, 0 AS created
    FROM pairs y WHERE y."status" = 'aprovada' AND y."approved_at" IS NOT NULL
    UNION ALL
    SELECT y.name, (y."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, 0, 1 FROM pairs y
  ) x
  GROUP BY x.day, x.name;
END $$;--> statement-breakpoint
CREATE TRIGGER "proposals_report_insert" AFTER INSERT ON "proposals"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_proposals();--> statement-breakpoint
CREATE TRIGGER "proposals_report_delete" AFTER DELETE ON "proposals"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_proposals();--> statement-breakpoint
CREATE TRIGGER "proposals_report_update" AFTER UPDATE ON "proposals"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_proposals_update();--> statement-breakpoint
CREATE TRIGGER "proposal_items_report_insert" AFTER INSERT ON "proposal_items"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_items();--> statement-breakpoint
CREATE TRIGGER "proposal_items_report_delete" AFTER DELETE ON "proposal_items"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_items();--> statement-breakpoint
CREATE TRIGGER "proposal_items_report_update" AFTER UPDATE ON "proposal_items"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION valora_report_items();--> statement-breakpoint
-- The rollups of the existing data.
SELECT valora_report_rebuild(u."user_id") FROM (SELECT DISTINCT "user_id" FROM "proposals") u;
