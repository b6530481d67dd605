CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "row_counts" ("name", "rows") SELECT 'requests', count(*) FROM "requests";
--> statement-breakpoint
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "rows" = "rows" + (SELECT count(*) FROM "changed") WHERE "name" = TG_TABLE_NAME;
  ELSE
    UPDATE "row_counts" SET "rows" = "rows" - (SELECT count(*) FROM "changed") WHERE "name" = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_count_inserted" AFTER INSERT ON "requests" REFERENCING NEW TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();
--> statement-breakpoint
CREATE TRIGGER "requests_count_deleted" AFTER DELETE ON "requests" REFERENCING OLD TABLE AS "changed"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"();
--> statement-breakpoint
CREATE FUNCTION "count_rows_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "row_counts" SET "rows" = 0 WHERE "name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "requests_count_truncated" AFTER TRUNCATE ON "requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_rows_truncated"();
