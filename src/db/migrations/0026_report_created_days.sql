CREATE TABLE "report_created_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"created" integer NOT NULL,
	"sent" integer NOT NULL,
	"viewed" integer NOT NULL,
	"accepted" integer NOT NULL,
	"refused" integer NOT NULL,
	"priced" integer NOT NULL,
	"discounted" integer NOT NULL,
	"gap_cents" double precision NOT NULL,
	"gap_share" double precision NOT NULL,
	CONSTRAINT "report_created_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_discount_rates" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rate_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_created_days" ADD CONSTRAINT "report_created_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_discount_rates" ADD CONSTRAINT "report_discount_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 17, data growth: the reports' funnel and discount figures by creation day, kept like 0024's
-- rollups (recomputed from the rows for every day a write touches, in the writing transaction).
-- The discount columns depend on the calculator's rate, which lives in the app: they are computed at
-- the account's rate in report_discount_rates, and the report calls valora_report_rate with today's
-- rate first, which recomputes them for the whole account when the rate changed (once per change).
-- A recomputation takes a per-account advisory lock in exclusive mode; a day's recomputation takes
-- it shared (held to the end of its transaction) before reading the rate: a writer's days and a rate
-- change never interleave, and a day is never left at the rate before.
--
-- The discount figure of proposals created in [lo, hi), per Brasília day of creation, at `rate` cents
-- an hour (the reports' discount statement before 0026, per day): of the proposals with a line priced
-- in hours, how many had a gap (a line charged below its hours at the rate), the sum of the gaps and
-- of each gap's share of the calculated price of its lines below the rate.
CREATE OR REPLACE FUNCTION valora_report_gaps(u text, lo timestamptz, hi timestamptz, rate integer)
RETURNS TABLE ("day" date, priced bigint, discounted bigint, gap_cents float8, gap_share float8) LANGUAGE sql STABLE AS $$
  SELECT (per.created_at AT TIME ZONE 'America/Sao_Paulo')::date, count(*), count(*) FILTER (WHERE per.gap > 0),
    coalesce(sum(per.gap) FILTER (WHERE per.gap > 0), 0),
    coalesce(sum(per.gap / nullif(per.worth_below, 0)) FILTER (WHERE per.gap > 0), 0)
  FROM (
    SELECT l.id, min(l.created_at) AS created_at, sum(l.gap) AS gap, sum(l.worth) FILTER (WHERE l.gap > 0) AS worth_below
    FROM (
      SELECT p."id", p."created_at", round(i."hours"::float8 * rate) AS worth,
        greatest(round(round(i."hours"::float8 * rate) - i."price_cents"::float8 * CASE
          WHEN i."recurring" THEN 1
          WHEN p."discount_kind" = 'percent' THEN 1 - least(greatest(p."discount_value", 0), 10000) / 10000.0::float8
          WHEN p."discount_kind" = 'amount' AND p."total_cents" + greatest(p."discount_value", 0) > 0
            THEN p."total_cents"::float8 / (p."total_cents" + greatest(p."discount_value", 0))
          ELSE 1
        END), 0) AS gap
      FROM "proposals" p JOIN "proposal_items" i ON i."proposal_id" = p."id" AND i."user_id" = u
      WHERE p."user_id" = u AND p."created_at" >= lo AND p."created_at" < hi AND i."hours" > 0
    ) l
    GROUP BY l.id
  ) per
  GROUP BY 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION valora_report_created_day(u text, d date) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off AS $$
DECLARE
  lo timestamptz := d::timestamp AT TIME ZONE 'America/Sao_Paulo';
  hi timestamptz := (d + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo';
  r integer;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('valora_report_rate'), hashtext(u));
  SELECT "rate_cents" INTO r FROM "report_discount_rates" WHERE "user_id" = u;
  DELETE FROM "report_created_days" WHERE "user_id" = u AND "day" = d;
  INSERT INTO "report_created_days" ("user_id", "day", "created", "sent", "viewed", "accepted", "refused",
    "priced", "discounted", "gap_cents", "gap_share")
  SELECT u, d, f.created, f.sent, f.viewed, f.accepted, f.refused,
    coalesce(g.priced, 0), coalesce(g.discounted, 0), coalesce(g.gap_cents, 0), coalesce(g.gap_share, 0)
  FROM (
    SELECT count(*) AS created, count(*) FILTER (WHERE p."sent_at" IS NOT NULL) AS sent,
      count(*) FILTER (WHERE p."first_viewed_at" IS NOT NULL) AS viewed,
      count(*) FILTER (WHERE p."status" = 'aprovada') AS accepted, count(*) FILTER (WHERE p."status" = 'rejeitada') AS refused
    FROM "proposals" p WHERE p."user_id" = u AND p."created_at" >= lo AND p."created_at" < hi
  ) f
  LEFT JOIN valora_report_gaps(u, lo, hi, r) g ON r IS NOT NULL
  WHERE f.created > 0;
END $$;--> statement-breakpoint
-- 0024's loop over the touched (user, day) pairs, now also recomputing the day's creation rollup.
CREATE OR REPLACE FUNCTION valora_report_apply(users text[], days date[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT DISTINCT x.user_id, x.day FROM unnest(users, days) AS x(user_id, day) WHERE x.day IS NOT NULL ORDER BY 1, 2 LOOP
    PERFORM valora_report_day(r.user_id, r.day);
    PERFORM valora_report_created_day(r.user_id, r.day);
  END LOOP;
END $$;--> statement-breakpoint
-- 0024's update trigger on proposals, now also when what the funnel and the discounts read changes
-- (sent, first viewed, the discount on the total).
CREATE OR REPLACE FUNCTION valora_report_proposals_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE us text[]; ds date[];
BEGIN
  IF current_setting('valora.defer_report_rollups', true) = 'on' THEN RETURN NULL; END IF;
  WITH changed AS (
    SELECT o."user_id" AS o_user, o."created_at" AS o_created, o."status" AS o_status, o."approved_at" AS o_approved,
      n."user_id" AS n_user, n."created_at" AS n_created, n."status" AS n_status, n."approved_at" AS n_approved
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (o."user_id", o."created_at", o."status", o."approved_at", o."total_cents",
        o."sent_at", o."first_viewed_at", o."discount_kind", o."discount_value")
      IS DISTINCT FROM (n."user_id", n."created_at", n."status", n."approved_at", n."total_cents",
        n."sent_at", n."first_viewed_at", n."discount_kind", n."discount_value")
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
-- 0024's trigger on proposal_items, now also when a line becomes monthly or one-off (the discount on
-- the total applies to one-off lines only).
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
      WHERE (o."proposal_id", o."user_id", o."service_name", o."price_cents", o."hours", o."recurring")
        IS DISTINCT FROM (n."proposal_id", n."user_id", n."service_name", n."price_cents", n."hours", n."recurring")
      UNION
      SELECT n."proposal_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."proposal_id", o."user_id", o."service_name", o."price_cents", o."hours", o."recurring")
        IS DISTINCT FROM (n."proposal_id", n."user_id", n."service_name", n."price_cents", n."hours", n."recurring")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The creation rollup of a whole account, in two set-based statements (a bulk load, the backfill):
-- the funnel, then the discount columns at the account's rate when it has one.
CREATE OR REPLACE FUNCTION valora_report_created_rebuild(u text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('valora_report_rate'), hashtext(u));
  DELETE FROM "report_created_days" WHERE "user_id" = u;
  INSERT INTO "report_created_days" ("user_id", "day", "created", "sent", "viewed", "accepted", "refused",
    "priced", "discounted", "gap_cents", "gap_share")
  SELECT u, (p."created_at" AT TIME ZONE 'America/Sao_Paulo')::date, count(*), count(*) FILTER (WHERE p."sent_at" IS NOT NULL),
    count(*) FILTER (WHERE p."first_viewed_at" IS NOT NULL), count(*) FILTER (WHERE p."status" = 'aprovada'),
    count(*) FILTER (WHERE p."status" = 'rejeitada'), 0, 0, 0, 0
  FROM "proposals" p WHERE p."user_id" = u
  GROUP BY 2;
  SELECT "rate_cents" INTO r FROM "report_discount_rates" WHERE "user_id" = u;
  IF r IS NOT NULL THEN
    UPDATE "report_created_days" c SET "priced" = g.priced, "discounted" = g.discounted, "gap_cents" = g.gap_cents, "gap_share" = g.gap_share
    FROM valora_report_gaps(u, '-infinity', 'infinity', r) g
    WHERE c."user_id" = u AND c."day" = g."day";
  END IF;
END $$;--> statement-breakpoint
-- The report, before reading the discounts: today's rate for the account. Unchanged, it only reads;
-- changed (or the first report), it stores the rate and recomputes the discount columns of every day
-- (another report doing the same meanwhile finds it done once it gets the lock).
CREATE OR REPLACE FUNCTION valora_report_rate(u text, rate integer) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "report_discount_rates" WHERE "user_id" = u AND "rate_cents" = rate) THEN RETURN false; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('valora_report_rate'), hashtext(u));
  IF EXISTS (SELECT 1 FROM "report_discount_rates" WHERE "user_id" = u AND "rate_cents" = rate) THEN RETURN false; END IF;
  INSERT INTO "report_discount_rates" ("user_id", "rate_cents") SELECT u, rate WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = u)
  ON CONFLICT ("user_id") DO UPDATE SET "rate_cents" = excluded."rate_cents";
  UPDATE "report_created_days" SET "priced" = 0, "discounted" = 0, "gap_cents" = 0, "gap_share" = 0 WHERE "user_id" = u;
  UPDATE "report_created_days" c SET "priced" = g.priced, "discounted" = g.discounted, "gap_cents" = g.gap_cents, "gap_share" = g.gap_share
  FROM valora_report_gaps(u, '-infinity', 'infinity', rate) g
  WHERE c."user_id" = u AND c."day" = g."day";
  RETURN true;
END $$;--> statement-breakpoint
-- 0024's rebuild of an account (the bulk loads call it at their end), now with the creation rollup.
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
  PERFORM valora_report_created_rebuild(u);
END $$;--> statement-breakpoint
-- The creation rollup of the existing data (the discount columns wait for each account's first report).
SELECT valora_report_created_rebuild(u."user_id") FROM (SELECT DISTINCT "user_id" FROM "proposals") u;
