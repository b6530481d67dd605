CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"requester_name" varchar(200) DEFAULT '' NOT NULL,
	"requester_email" varchar(200) DEFAULT '' NOT NULL,
	"member_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'acik' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"answer" text DEFAULT '' NOT NULL,
	CONSTRAINT "data_requests_kind" CHECK ("data_requests"."kind" in ('erisim', 'silme', 'duzeltme', 'itiraz')),
	CONSTRAINT "data_requests_channel" CHECK ("data_requests"."channel" in ('e-posta', 'iletisim-formu', 'uye-paneli')),
	CONSTRAINT "data_requests_status" CHECK ("data_requests"."status" in ('acik', 'tamamlandi', 'reddedildi'))
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_closed_by_admins_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("due_at","id") WHERE "data_requests"."status" = 'acik';--> statement-breakpoint
CREATE INDEX "data_requests_closed_idx" ON "data_requests" USING btree ("closed_at","id") WHERE "data_requests"."status" <> 'acik';--> statement-breakpoint
CREATE INDEX "data_requests_member_idx" ON "data_requests" USING btree ("member_id") WHERE "data_requests"."member_id" is not null;