CREATE TABLE "report_narratives" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"resume_count" integer DEFAULT 0 NOT NULL,
	"generation" uuid DEFAULT gen_random_uuid() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_narratives_status_valid" CHECK ("report_narratives"."status" in ('writing','done','error'))
);
--> statement-breakpoint
CREATE TABLE "survey_resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"size" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_resumes_kind_valid" CHECK ("survey_resumes"."kind" in ('doc','docx','pdf'))
);
--> statement-breakpoint
ALTER TABLE "report_narratives" ADD CONSTRAINT "report_narratives_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_resumes" ADD CONSTRAINT "survey_resumes_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_resumes_record_idx" ON "survey_resumes" USING btree ("record_id");