DROP INDEX "requests_catalog_idx";--> statement-breakpoint
CREATE INDEX "requests_catalog_idx" ON "requests" USING btree ("catalog_product_id","created_at","id");