CREATE TABLE "safety_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage" text NOT NULL,
	"question" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"rule" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid,
	"visitor_id" uuid,
	"message_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_blocks_stage_ck" CHECK ("safety_blocks"."stage" in ('question', 'answer')),
	CONSTRAINT "safety_blocks_status_ck" CHECK ("safety_blocks"."status" in ('pending', 'dismissed', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "safety_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"category" text NOT NULL,
	"shipped" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_blocks" ADD CONSTRAINT "safety_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_blocks_created_idx" ON "safety_blocks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "safety_blocks_status_idx" ON "safety_blocks" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "safety_keywords_term_uq" ON "safety_keywords" USING btree ("term");--> statement-breakpoint
CREATE INDEX "safety_keywords_category_idx" ON "safety_keywords" USING btree ("category");