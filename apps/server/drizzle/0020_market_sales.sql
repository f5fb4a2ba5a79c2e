ALTER TABLE "market_services" ADD COLUMN "price_from_fen" integer;--> statement-breakpoint
ALTER TABLE "market_services" ADD COLUMN "cases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "market_services" ADD COLUMN "teachers" jsonb DEFAULT '[]'::jsonb NOT NULL;