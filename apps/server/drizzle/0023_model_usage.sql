CREATE TABLE "model_prices" (
	"model" text PRIMARY KEY NOT NULL,
	"input_fen_per_million" integer NOT NULL,
	"output_fen_per_million" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_prices_non_negative" CHECK ("model_prices"."input_fen_per_million" >= 0 and "model_prices"."output_fen_per_million" >= 0)
);
--> statement-breakpoint
ALTER TABLE "model_prices" ADD CONSTRAINT "model_prices_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_answers_created_idx" ON "messages" USING btree ("created_at") WHERE "messages"."role" = 'assistant';