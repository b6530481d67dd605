DROP INDEX "requests_public_recent_idx";--> statement-breakpoint
CREATE INDEX "products_recent_idx" ON "products" USING btree ("created_at","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "requests_public_recent_idx" ON "requests" USING btree ("created_at","id") WHERE "requests"."approved" and "requests"."published" and not "requests"."finished";