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
ALTER TABLE "conversation_audits" ADD CONSTRAINT "conversation_audits_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_audits" ADD CONSTRAINT "conversation_audits_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_complaints" ADD CONSTRAINT "conversation_complaints_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_complaints" ADD CONSTRAINT "conversation_complaints_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_audits_thread_idx" ON "conversation_audits" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_complaints_message_member_idx" ON "conversation_complaints" USING btree ("message_id","member_id");--> statement-breakpoint
CREATE INDEX "conversation_complaints_open_idx" ON "conversation_complaints" USING btree ("id") WHERE "conversation_complaints"."resolved_at" is null;