CREATE TABLE "private_file_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"storage_key" text NOT NULL,
	"name" varchar(120) NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_file_drafts_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_unit";--> statement-breakpoint
ALTER TABLE "private_file_drafts" ADD CONSTRAINT "private_file_drafts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_file_drafts_member_idx" ON "private_file_drafts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "private_file_drafts_created_idx" ON "private_file_drafts" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_unit" CHECK ("requests"."unit" in ('Adet', 'Takım', 'Metre', 'Kilo', 'Ton', 'm²', 'm³', 'Litre'));