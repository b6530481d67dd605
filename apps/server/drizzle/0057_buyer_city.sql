ALTER TABLE "requests" ADD COLUMN "buyer_city_id" integer;--> statement-breakpoint
-- hand-written: a request's buyer province is its buyer's, copied when the request is written and again when the
-- buyer moves, so that a company's provinces are read from the request's own index entries (decision 0065)
UPDATE "requests" SET "buyer_city_id" = "members"."city_id" FROM "members"
  WHERE "members"."id" = "requests"."member_id" AND "members"."city_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION requests_buyer_city() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.buyer_city_id := (SELECT city_id FROM members WHERE id = NEW.member_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER requests_buyer_city BEFORE INSERT OR UPDATE OF member_id, buyer_city_id ON requests
  FOR EACH ROW EXECUTE FUNCTION requests_buyer_city();--> statement-breakpoint
CREATE FUNCTION members_city_to_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET buyer_city_id = NEW.city_id WHERE member_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER members_city_to_requests AFTER UPDATE OF city_id ON members
  FOR EACH ROW WHEN (OLD.city_id IS DISTINCT FROM NEW.city_id) EXECUTE FUNCTION members_city_to_requests();--> statement-breakpoint
DROP INDEX "requests_public_idx";--> statement-breakpoint
DROP INDEX "requests_open_feed_idx";--> statement-breakpoint
CREATE INDEX "requests_public_idx" ON "requests" USING btree ("catalog_product_id","delivery_on","created_at","id","quantity","member_id","buyer_city_id") WHERE "requests"."approved" and "requests"."published" and not "requests"."finished";--> statement-breakpoint
CREATE INDEX "requests_open_feed_idx" ON "requests" USING btree ("id","catalog_product_id","delivery_on","quantity","member_id","buyer_city_id") WHERE "requests"."approved" and "requests"."published" and not "requests"."finished";
