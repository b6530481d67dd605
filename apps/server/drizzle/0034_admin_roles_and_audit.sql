CREATE TABLE "admin_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"status" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audits" ADD CONSTRAINT "admin_audits_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audits_admin_idx" ON "admin_audits" USING btree ("admin_id","id");--> statement-breakpoint
CREATE INDEX "admin_audits_target_idx" ON "admin_audits" USING btree ("target_type","target_id","id");--> statement-breakpoint
CREATE INDEX "admin_audits_at_idx" ON "admin_audits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_audits_action_idx" ON "admin_audits" USING btree ("action","id");--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role" CHECK ("admins"."role" in ('manager', 'moderator', 'accounting'));