CREATE TABLE "login_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer,
	"admin_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_links_one_owner" CHECK (("login_links"."member_id" is null) <> ("login_links"."admin_id" is null))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind";--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_links_token_idx" ON "login_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_links_member_idx" ON "login_links" USING btree ("member_id") WHERE "login_links"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "login_links_admin_idx" ON "login_links" USING btree ("admin_id") WHERE "login_links"."admin_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind" CHECK ("outbox"."kind" in ('activation', 'reset', 'email', 'login'));