CREATE TABLE "credit_accounts" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"limited" boolean DEFAULT false NOT NULL,
	"monthly" integer DEFAULT 0 NOT NULL,
	"top_up" integer DEFAULT 0 NOT NULL,
	"month" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_not_negative" CHECK ("credit_accounts"."monthly" >= 0 and "credit_accounts"."top_up" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" integer NOT NULL,
	"offer_id" integer,
	"request_id" integer,
	"order_id" integer,
	"period" date,
	"reason" text DEFAULT '' NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind" CHECK ("credit_entries"."kind" in ('grant', 'spend', 'refund', 'expiry', 'correction', 'top_up')),
	CONSTRAINT "credit_entries_bucket" CHECK ("credit_entries"."bucket" in ('monthly', 'top_up')),
	CONSTRAINT "credit_entries_amount" CHECK ("credit_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "credit_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"credits" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_packs_credits" CHECK ("credit_packs"."credits" between 1 and 100000),
	CONSTRAINT "credit_packs_price" CHECK ("credit_packs"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "package_definitions" ADD COLUMN "monthly_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_entries_member_idx" ON "credit_entries" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "credit_entries_day_idx" ON "credit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_offer_once_idx" ON "credit_entries" USING btree ("offer_id","kind") WHERE "credit_entries"."kind" in ('spend', 'refund');--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_order_once_idx" ON "credit_entries" USING btree ("order_id") WHERE "credit_entries"."kind" = 'top_up';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_period_once_idx" ON "credit_entries" USING btree ("member_id","kind","bucket","period") WHERE "credit_entries"."kind" in ('grant', 'expiry');--> statement-breakpoint
ALTER TABLE "package_definitions" ADD CONSTRAINT "package_definitions_monthly_credits" CHECK ("package_definitions"."monthly_credits" between 0 and 100000);