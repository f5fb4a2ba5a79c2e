CREATE TABLE "safety_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"answer" text NOT NULL,
	"user_id" uuid,
	"visitor_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "safety_reports_status_ck" CHECK ("safety_reports"."status" in ('pending', 'dismissed', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safety_reports" ADD CONSTRAINT "safety_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_reports_message_uq" ON "safety_reports" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "safety_reports_created_idx" ON "safety_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "safety_reports_status_idx" ON "safety_reports" USING btree ("status","created_at");