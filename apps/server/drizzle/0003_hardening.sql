ALTER TABLE "admins" ADD COLUMN "initial_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient","created_at");