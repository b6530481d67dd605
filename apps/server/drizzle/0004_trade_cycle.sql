ALTER TABLE "requests" ADD COLUMN "offer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "unreviewed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "requests" r SET "offer_count" = c.n, "unreviewed_count" = c.unreviewed
  FROM (SELECT "request_id", count(*)::int AS n, (count(*) FILTER (WHERE NOT "reviewed"))::int AS unreviewed
        FROM "offers" GROUP BY "request_id") c
  WHERE c."request_id" = r."id";--> statement-breakpoint
DELETE FROM "notifications" n USING "notifications" d
  WHERE n."kind" = 'request_match' AND d."kind" = 'request_match' AND n."member_id" = d."member_id"
    AND n."request_id" = d."request_id" AND n."id" > d."id";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_match_once_idx" ON "notifications" USING btree ("member_id","request_id") WHERE "notifications"."kind" = 'request_match';--> statement-breakpoint
CREATE INDEX "requests_recent_idx" ON "requests" USING btree ("created_at","id");