CREATE TABLE "company_reputations" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"matching" integer NOT NULL,
	"offered" integer NOT NULL,
	"median_minutes" double precision,
	"offers" integer NOT NULL,
	"accepted" integer NOT NULL,
	"ratings" integer NOT NULL,
	"average" real,
	"reviews" integer NOT NULL,
	"price" real,
	"quality" real,
	"delivery" real,
	"communication" real,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"rating_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"price" smallint,
	"quality" smallint,
	"delivery" smallint,
	"communication" smallint,
	"purchased" boolean,
	"answer" varchar(2000),
	"answered_at" timestamp with time zone,
	CONSTRAINT "reviews_scores" CHECK ("reviews"."price" between 1 and 5 and "reviews"."quality" between 1 and 5 and "reviews"."delivery" between 1 and 5
        and "reviews"."communication" between 1 and 5),
	CONSTRAINT "reviews_answer_len" CHECK (char_length("reviews"."answer") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "company_reputations" ADD CONSTRAINT "company_reputations_company_id_members_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_members_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_company_idx" ON "reviews" USING btree ("company_id");