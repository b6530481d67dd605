CREATE TABLE "spreadsheet_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" varchar(120),
	"size" integer,
	"rows" integer,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "spreadsheet_exports_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "spreadsheet_exports_kind" CHECK ("spreadsheet_exports"."kind" in ('matching-requests', 'my-offers', 'my-requests')),
	CONSTRAINT "spreadsheet_exports_format" CHECK ("spreadsheet_exports"."format" in ('xlsx', 'csv')),
	CONSTRAINT "spreadsheet_exports_status" CHECK ("spreadsheet_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_exports" ADD CONSTRAINT "spreadsheet_exports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spreadsheet_exports_member_idx" ON "spreadsheet_exports" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "spreadsheet_exports_created_idx" ON "spreadsheet_exports" USING btree ("created_at");--> statement-breakpoint
-- a file of a row that goes joins the removals, for the sweep (decision 0044); an export not made yet has none
CREATE OR REPLACE FUNCTION "attachments_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "attachment_removals" ("storage_key") SELECT "storage_key" FROM "gone" WHERE "storage_key" IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spreadsheet_exports_removed" AFTER DELETE ON "spreadsheet_exports" REFERENCING OLD TABLE AS "gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "attachments_removed"();
