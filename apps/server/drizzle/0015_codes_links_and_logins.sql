CREATE TABLE "email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"login_hash" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"last_attempt_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_recipient_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_changes_token_idx" ON "email_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_changes_member_idx" ON "email_changes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "login_throttles_last_attempt_idx" ON "login_throttles" USING btree ("last_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_cooldown_idx" ON "outbox" USING btree ("recipient","kind","created_at") WHERE "outbox"."kind" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('activation', 'reset', 'email'));--> statement-breakpoint
-- the cooldown now counts codes and links by kind: the last day's get theirs, so a deploy does not reopen it
UPDATE "outbox" SET "kind" = 'activation'
  WHERE "created_at" > now() - interval '1 day'
    AND ("subject" = 'Tedarik aktivasyon kodunuz' OR ("channel" = 'sms' AND "body" LIKE 'Tedarik aktivasyon kodunuz:%'));
--> statement-breakpoint
UPDATE "outbox" SET "kind" = 'reset'
  WHERE "created_at" > now() - interval '1 day'
    AND "subject" IN ('Tedarik şifre sıfırlama', 'Tedarik yönetim paneli şifre sıfırlama');
