CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_len" CHECK (char_length("push_subscriptions"."endpoint") <= 1000)
);
--> statement-breakpoint
DROP INDEX "conversations_buyer_unread_idx";--> statement-breakpoint
DROP INDEX "conversations_supplier_unread_idx";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_digested_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "supplier_digested_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_member_idx" ON "push_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_undigested_idx" ON "conversations" USING btree ("id") WHERE "conversations"."buyer_unread" > 0 and "conversations"."last_message_id" > "conversations"."buyer_digested_id";--> statement-breakpoint
CREATE INDEX "conversations_supplier_undigested_idx" ON "conversations" USING btree ("id") WHERE "conversations"."supplier_unread" > 0 and "conversations"."last_message_id" > "conversations"."supplier_digested_id";