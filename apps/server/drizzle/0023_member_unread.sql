CREATE TABLE "member_unread" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_unread" ADD CONSTRAINT "member_unread_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds `delta` to a member's unread messages: a row is made by the first unread message, never by a decrease (the
-- member may be the one being deleted).
CREATE FUNCTION "add_unread"("member" integer, "delta" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "delta" > 0 THEN
    INSERT INTO "member_unread" ("member_id", "messages") VALUES ("member", "delta")
      ON CONFLICT ("member_id") DO UPDATE SET "messages" = "member_unread"."messages" + excluded."messages";
  ELSIF "delta" < 0 THEN
    UPDATE "member_unread" SET "messages" = "messages" + "delta" WHERE "member_id" = "member";
  END IF;
END $$;
--> statement-breakpoint
-- Each change of a thread's counters changes its two sides' totals by as much, in the same statement.
CREATE FUNCTION "count_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "add_unread"(NEW."buyer_id", NEW."buyer_unread");
    PERFORM "add_unread"(NEW."supplier_id", NEW."supplier_unread");
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "add_unread"(NEW."buyer_id", NEW."buyer_unread" - OLD."buyer_unread");
    PERFORM "add_unread"(NEW."supplier_id", NEW."supplier_unread" - OLD."supplier_unread");
  ELSE
    PERFORM "add_unread"(OLD."buyer_id", -OLD."buyer_unread");
    PERFORM "add_unread"(OLD."supplier_id", -OLD."supplier_unread");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_count_unread" AFTER INSERT OR DELETE OR UPDATE OF "buyer_unread", "supplier_unread"
  ON "conversations" FOR EACH ROW EXECUTE FUNCTION "count_unread"();
--> statement-breakpoint
INSERT INTO "member_unread" ("member_id", "messages")
  SELECT "member_id", sum("unread")::int FROM (
    SELECT "buyer_id" AS "member_id", "buyer_unread" AS "unread" FROM "conversations"
    UNION ALL SELECT "supplier_id", "supplier_unread" FROM "conversations"
  ) "sides" GROUP BY "member_id" HAVING sum("unread") > 0;
