CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"size" integer,
	"files" integer,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "data_exports_status" CHECK ("data_exports"."status" in ('pending', 'ready', 'downloaded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_member_idx" ON "data_exports" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "data_exports_created_idx" ON "data_exports" USING btree ("created_at");--> statement-breakpoint
-- a ZIP of a row that goes joins the removals, for the sweep (decision 0044); one not made yet has none
CREATE TRIGGER "data_exports_removed" AFTER DELETE ON "data_exports" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "attachments_removed"();
