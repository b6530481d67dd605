CREATE TABLE "public_request_days" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "public_request_days" ("day", "requests")
  SELECT "delivery_on", count(*) FROM "requests" WHERE "approved" AND "published" AND NOT "finished" GROUP BY "delivery_on";
--> statement-breakpoint
CREATE FUNCTION "count_public_request_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- per statement, from its transition tables: a bulk insert or update changes each day's row once (a row trigger
  -- updated one day's row thousands of times in one transaction, which grows slower with every version)
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "public_request_days" AS d ("day", "requests")
      SELECT "delivery_on", count(*) FROM "new_rows" WHERE "approved" AND "published" AND NOT "finished" GROUP BY 1
      ON CONFLICT ("day") DO UPDATE SET "requests" = d."requests" + excluded."requests";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "public_request_days" d SET "requests" = d."requests" - c.n
      FROM (SELECT "delivery_on" AS "day", count(*) AS n FROM "old_rows"
            WHERE "approved" AND "published" AND NOT "finished" GROUP BY 1) c
      WHERE d."day" = c."day";
  ELSE
    INSERT INTO "public_request_days" AS d ("day", "requests")
      SELECT "day", sum(n) FROM (
        SELECT "delivery_on" AS "day", count(*) AS n FROM "new_rows"
          WHERE "approved" AND "published" AND NOT "finished" GROUP BY 1
        UNION ALL
        SELECT "delivery_on", -count(*) FROM "old_rows" WHERE "approved" AND "published" AND NOT "finished" GROUP BY 1
      ) c GROUP BY "day" HAVING sum(n) <> 0
      ON CONFLICT ("day") DO UPDATE SET "requests" = d."requests" + excluded."requests";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_public_days_inserted" AFTER INSERT ON "requests" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_public_request_days"();
--> statement-breakpoint
CREATE TRIGGER "requests_public_days_updated" AFTER UPDATE ON "requests"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_public_request_days"();
--> statement-breakpoint
CREATE TRIGGER "requests_public_days_deleted" AFTER DELETE ON "requests" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_public_request_days"();
--> statement-breakpoint
CREATE FUNCTION "clear_public_request_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "public_request_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_public_days_truncated" AFTER TRUNCATE ON "requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_public_request_days"();
