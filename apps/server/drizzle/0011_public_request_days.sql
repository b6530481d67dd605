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
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."approved" AND OLD."published" AND NOT OLD."finished" THEN
    UPDATE "public_request_days" SET "requests" = "requests" - 1 WHERE "day" = OLD."delivery_on";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."approved" AND NEW."published" AND NOT NEW."finished" THEN
    INSERT INTO "public_request_days" AS d ("day", "requests") VALUES (NEW."delivery_on", 1)
      ON CONFLICT ("day") DO UPDATE SET "requests" = d."requests" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_public_days" AFTER INSERT OR DELETE OR UPDATE OF "approved", "published", "finished", "delivery_on"
  ON "requests" FOR EACH ROW EXECUTE FUNCTION "count_public_request_days"();
--> statement-breakpoint
CREATE FUNCTION "clear_public_request_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "public_request_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_public_days_truncated" AFTER TRUNCATE ON "requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "clear_public_request_days"();
