CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer,
	"channel" text,
	"granted" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"source" text NOT NULL,
	CONSTRAINT "consent_events_kind" CHECK ("consent_events"."kind" in ('aydinlatma', 'acik-riza', 'uyelik', 'ticari-ileti')),
	CONSTRAINT "consent_events_channel" CHECK ("consent_events"."channel" in ('eposta', 'sms', 'arama'))
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"requires_consent" boolean NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "legal_texts_kind" CHECK ("legal_texts"."kind" in ('aydinlatma', 'acik-riza', 'uyelik', 'ticari-ileti'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "promotional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_events_address_idx" ON "consent_events" USING btree ("address","channel","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consent_events_member_idx" ON "consent_events" USING btree ("member_id","kind","id" DESC NULLS LAST) WHERE "consent_events"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_kind_version_idx" ON "legal_texts" USING btree ("kind","version");--> statement-breakpoint
-- the newsletter's subscribers asked for it: their subscription is their consent to commercial mail (decision 0071)
INSERT INTO "consent_events" ("address", "kind", "channel", "granted", "at", "source")
SELECT "email", 'ticari-ileti', 'eposta', true, "created_at", 'bulten' FROM "newsletter_subscribers" ORDER BY "id";
