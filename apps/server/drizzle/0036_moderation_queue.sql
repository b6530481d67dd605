ALTER TABLE "conversation_complaints" ADD COLUMN "resolution_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "rejection_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "origin_ip" text;--> statement-breakpoint
CREATE INDEX "conversation_complaints_waiting_idx" ON "conversation_complaints" USING btree ("created_at","id") WHERE "conversation_complaints"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ratings_pending_idx" ON "ratings" USING btree ("created_at","id") WHERE "ratings"."status" is null;--> statement-breakpoint
CREATE INDEX "package_subscriptions_pending_idx" ON "package_subscriptions" USING btree ("created_at","id") WHERE "package_subscriptions"."status" is null;--> statement-breakpoint
CREATE INDEX "requests_origin_idx" ON "requests" USING btree ("origin_ip","created_at") WHERE "requests"."origin_ip" is not null;