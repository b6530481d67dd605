DROP INDEX "support_messages_ticket_idx";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "answered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "waiting" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "support_tickets_waiting_idx" ON "support_tickets" USING btree ("waiting","created_at","id");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_id","id");--> statement-breakpoint
-- tickets written before these flags: their state from their messages (the last one in id order)
UPDATE "support_tickets" t SET
  "answered" = EXISTS (SELECT 1 FROM "support_messages" m WHERE m."ticket_id" = t."id" AND NOT m."from_member"),
  "waiting" = COALESCE((SELECT m."from_member" FROM "support_messages" m WHERE m."ticket_id" = t."id"
    ORDER BY m."id" DESC LIMIT 1), true);
