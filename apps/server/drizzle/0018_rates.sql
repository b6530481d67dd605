CREATE TABLE "exchange_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"unit" integer NOT NULL,
	"forex_selling" numeric(18, 6) NOT NULL,
	CONSTRAINT "exchange_rates_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."unit" > 0 and "exchange_rates"."forex_selling" > 0)
);
--> statement-breakpoint
CREATE TABLE "rate_bulletins" (
	"day" date PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"number" text,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_bulletins_source" CHECK ("rate_bulletins"."source" in ('tcmb', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_day_rate_bulletins_day_fk" FOREIGN KEY ("day") REFERENCES "public"."rate_bulletins"("day") ON DELETE cascade ON UPDATE no action;