ALTER TABLE "company_reputations" ALTER COLUMN "median_minutes" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "company_reputations" ALTER COLUMN "average" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "company_reputations" ALTER COLUMN "price" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "company_reputations" ALTER COLUMN "quality" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "company_reputations" ALTER COLUMN "delivery" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "company_reputations" ALTER COLUMN "communication" SET DATA TYPE numeric;