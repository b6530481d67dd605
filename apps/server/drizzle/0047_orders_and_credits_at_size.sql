CREATE TABLE "credit_days" (
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"spent" integer NOT NULL,
	"refunded" integer NOT NULL,
	CONSTRAINT "credit_days_day_slot_pk" PRIMARY KEY("day","slot")
);
--> statement-breakpoint
CREATE TABLE "credit_refund_checks" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_months" (
	"status" text NOT NULL,
	"month" date NOT NULL,
	"orders" integer NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	CONSTRAINT "order_months_status_month_pk" PRIMARY KEY("status","month")
);
--> statement-breakpoint
DROP INDEX "credit_entries_day_idx";--> statement-breakpoint
DROP INDEX "orders_revenue_idx";--> statement-breakpoint
DROP INDEX "orders_queue_idx";--> statement-breakpoint
CREATE INDEX "credit_entries_spend_request_idx" ON "credit_entries" USING btree ("request_id") WHERE "credit_entries"."kind" = 'spend';--> statement-breakpoint
CREATE INDEX "orders_queue_idx" ON "orders" USING btree ("queue",(-"id"));
--> statement-breakpoint
-- hand-written (decisions 0059, 0060): what the list, the summary, the stats and the refund job read at size
-- The back-office's order summary (decision 0060): orders and totals per status and Istanbul month (of the decision;
-- of the order while none), kept per statement from its transition tables (as public_request_days, migration 0011).
INSERT INTO "order_months" ("status", "month", "orders", "total")
  SELECT "status", date_trunc('month', coalesce("decided_at", "created_at") AT TIME ZONE 'Europe/Istanbul')::date,
         count(*), sum("total")
  FROM "orders" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "count_order_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- an update counts its rows out as they were and in as they are (a decision changes the status and the month)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_months" AS m ("status", "month", "orders", "total")
      SELECT "status", date_trunc('month', coalesce("decided_at", "created_at") AT TIME ZONE 'Europe/Istanbul')::date,
             count(*), sum("total")
      FROM "new_rows" GROUP BY 1, 2
      ON CONFLICT ("status", "month") DO UPDATE
        SET "orders" = m."orders" + excluded."orders", "total" = m."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "order_months" m SET "orders" = m."orders" - c.n, "total" = m."total" - c.t
      FROM (SELECT "status",
                   date_trunc('month', coalesce("decided_at", "created_at") AT TIME ZONE 'Europe/Istanbul')::date AS "month",
                   count(*) AS n, sum("total") AS t
            FROM "old_rows" GROUP BY 1, 2) c
      WHERE m."status" = c."status" AND m."month" = c."month";
  ELSE
    INSERT INTO "order_months" AS m ("status", "month", "orders", "total")
      SELECT "status", "month", sum(n), sum(t) FROM (
        SELECT "status",
               date_trunc('month', coalesce("decided_at", "created_at") AT TIME ZONE 'Europe/Istanbul')::date AS "month",
               count(*) AS n, sum("total") AS t
        FROM "new_rows" GROUP BY 1, 2
        UNION ALL
        SELECT "status", date_trunc('month', coalesce("decided_at", "created_at") AT TIME ZONE 'Europe/Istanbul')::date,
               -count(*), -sum("total")
        FROM "old_rows" GROUP BY 1, 2
      ) c GROUP BY 1, 2 HAVING sum(n) <> 0 OR sum(t) <> 0
      ON CONFLICT ("status", "month") DO UPDATE
        SET "orders" = m."orders" + excluded."orders", "total" = m."total" + excluded."total";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_months_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_order_months"();
--> statement-breakpoint
CREATE TRIGGER "orders_months_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_order_months"();
--> statement-breakpoint
CREATE TRIGGER "orders_months_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_order_months"();
--> statement-breakpoint
CREATE FUNCTION "clear_order_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_months";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_months_truncated" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_order_months"();
--> statement-breakpoint
-- The credits' stats per day (decision 0059): spends and refunds per Istanbul day, in the slot of the writing
-- connection's backend (as row_counts, migration 0014: offers sent at once do not queue on one row). The ledger is
-- never changed (a forgotten member's reason aside), only written and, with its member, deleted.
INSERT INTO "credit_days" ("day", "slot", "spent", "refunded")
  SELECT ("created_at" AT TIME ZONE 'Europe/Istanbul')::date, 0,
         coalesce(-sum("amount") FILTER (WHERE "kind" = 'spend'), 0),
         coalesce(sum("amount") FILTER (WHERE "kind" = 'refund'), 0)
  FROM "credit_entries" WHERE "kind" IN ('spend', 'refund') GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "count_credit_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "credit_days" AS d ("day", "slot", "spent", "refunded")
      SELECT ("created_at" AT TIME ZONE 'Europe/Istanbul')::date, pg_backend_pid() % 16,
             coalesce(-sum("amount") FILTER (WHERE "kind" = 'spend'), 0),
             coalesce(sum("amount") FILTER (WHERE "kind" = 'refund'), 0)
      FROM "new_rows" WHERE "kind" IN ('spend', 'refund') GROUP BY 1
      ON CONFLICT ("day", "slot") DO UPDATE
        SET "spent" = d."spent" + excluded."spent", "refunded" = d."refunded" + excluded."refunded";
  ELSE
    INSERT INTO "credit_days" AS d ("day", "slot", "spent", "refunded")
      SELECT ("created_at" AT TIME ZONE 'Europe/Istanbul')::date, pg_backend_pid() % 16,
             coalesce(sum("amount") FILTER (WHERE "kind" = 'spend'), 0),
             coalesce(-sum("amount") FILTER (WHERE "kind" = 'refund'), 0)
      FROM "old_rows" WHERE "kind" IN ('spend', 'refund') GROUP BY 1
      ON CONFLICT ("day", "slot") DO UPDATE
        SET "spent" = d."spent" + excluded."spent", "refunded" = d."refunded" + excluded."refunded";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_days_inserted" AFTER INSERT ON "credit_entries" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_credit_days"();
--> statement-breakpoint
CREATE TRIGGER "credit_entries_days_deleted" AFTER DELETE ON "credit_entries" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_credit_days"();
--> statement-breakpoint
CREATE FUNCTION "clear_credit_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "credit_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_entries_days_truncated" AFTER TRUNCATE ON "credit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_credit_days"();
--> statement-breakpoint
-- The refund job's queue (decision 0059): a request with spent credits is queued when it is closed (finished or
-- stopped by its buyer, rejected by the administrator) or deleted; the job reads only the queued requests' spends.
-- A row trigger: only the columns that close a request fire it (an offer's counters do not), a row at a time.
CREATE FUNCTION "queue_credit_refund_check"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "credit_entries" WHERE "request_id" = OLD."id" AND "kind" = 'spend') THEN
    INSERT INTO "credit_refund_checks" ("request_id") VALUES (OLD."id")
      ON CONFLICT ("request_id") DO UPDATE SET "closed_at" = excluded."closed_at";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_credit_refund_closed" AFTER UPDATE OF "approved", "finished", "published" ON "requests"
  FOR EACH ROW WHEN (NEW."approved" IS FALSE OR NEW."finished" OR NOT NEW."published")
  EXECUTE FUNCTION "queue_credit_refund_check"();
--> statement-breakpoint
CREATE TRIGGER "requests_credit_refund_deleted" AFTER DELETE ON "requests"
  FOR EACH ROW EXECUTE FUNCTION "queue_credit_refund_check"();
--> statement-breakpoint
-- what the hourly job would have found before: every closed or gone request with a spend that may still come back
INSERT INTO "credit_refund_checks" ("request_id")
  SELECT DISTINCT e."request_id" FROM "credit_entries" e
    LEFT JOIN "requests" r ON r."id" = e."request_id"
    LEFT JOIN "offers" o ON o."id" = e."offer_id"
  WHERE e."kind" = 'spend' AND e."offer_id" IS NOT NULL AND e."request_id" IS NOT NULL
    AND (o."id" IS NULL OR NOT o."reviewed")
    AND (r."id" IS NULL OR r."approved" IS FALSE OR r."finished" OR NOT r."published")
    AND NOT EXISTS (SELECT 1 FROM "credit_entries" x WHERE x."offer_id" = e."offer_id" AND x."kind" = 'refund');
