CREATE TABLE "conversation_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_audits_action" CHECK ("conversation_audits"."action" in ('read', 'closed', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "conversation_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_complaints_reason_len" CHECK (char_length("conversation_complaints"."reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_text_len" CHECK (char_length("conversation_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"last_message_id" integer DEFAULT 0 NOT NULL,
	"buyer_unread" integer DEFAULT 0 NOT NULL,
	"supplier_unread" integer DEFAULT 0 NOT NULL,
	"blocked_by" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_sides" CHECK ("conversations"."buyer_id" <> "conversations"."supplier_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_audits" ADD CONSTRAINT "conversation_audits_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_audits" ADD CONSTRAINT "conversation_audits_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_complaints" ADD CONSTRAINT "conversation_complaints_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_complaints" ADD CONSTRAINT "conversation_complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_members_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_supplier_id_members_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_blocked_by_members_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_audits_thread_idx" ON "conversation_audits" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_complaints_message_member_idx" ON "conversation_complaints" USING btree ("message_id","member_id");--> statement-breakpoint
CREATE INDEX "conversation_complaints_open_idx" ON "conversation_complaints" USING btree ("id") WHERE "conversation_complaints"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_request_supplier_idx" ON "conversations" USING btree ("request_id","supplier_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_idx" ON "conversations" USING btree ("buyer_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_supplier_idx" ON "conversations" USING btree ("supplier_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_unread_idx" ON "conversations" USING btree ("buyer_id") WHERE "conversations"."buyer_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_supplier_unread_idx" ON "conversations" USING btree ("supplier_id") WHERE "conversations"."supplier_unread" > 0;