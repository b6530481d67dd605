CREATE TABLE "offer_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"version" integer NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2),
	"currency" text NOT NULL,
	"vat_rate" smallint,
	"vat_included" boolean,
	"delivery_on" date NOT NULL,
	"payment_days" smallint,
	"valid_until" date,
	"note" varchar(4000) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"message" varchar(1000) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_rounds_number" CHECK ("request_rounds"."number" >= 2),
	CONSTRAINT "request_rounds_message_len" CHECK (char_length("request_rounds"."message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "unit_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "vat_rate" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "vat_included" boolean;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "payment_days" smallint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "offer_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "offer_cap" smallint;--> statement-breakpoint
ALTER TABLE "offer_versions" ADD CONSTRAINT "offer_versions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_rounds" ADD CONSTRAINT "request_rounds_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_versions_offer_idx" ON "offer_versions" USING btree ("offer_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "request_rounds_request_idx" ON "request_rounds" USING btree ("request_id","number");--> statement-breakpoint
CREATE INDEX "requests_sealed_idx" ON "requests" USING btree ("offer_deadline") WHERE "requests"."sealed" and "requests"."opened_at" is null;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_unit_price" CHECK ("offers"."unit_price" >= 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vat_rate" CHECK ("offers"."vat_rate" in (0, 1, 10, 20));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_payment_days" CHECK ("offers"."payment_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_offer_cap" CHECK ("requests"."offer_cap" between 1 and 50);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sealed_deadline" CHECK (not "requests"."sealed" or "requests"."offer_deadline" is not null);--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_offer_count_cap" CHECK ("requests"."offer_cap" is null or "requests"."offer_count" <= "requests"."offer_cap");--> statement-breakpoint
-- ── hand-written (issue 37): every offer made before versions were kept is its own version 1 ────────────────────
INSERT INTO "offer_versions" ("offer_id", "version", "round", "price", "currency", "delivery_on", "note", "created_at")
SELECT "id", 1, 1, "price", "currency", "delivery_on", "note", "created_at" FROM "offers";
