CREATE TABLE "occupations" (
	"code" text PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"majors" jsonb NOT NULL,
	"r" real NOT NULL,
	"i" real NOT NULL,
	"a" real NOT NULL,
	"s" real NOT NULL,
	"e" real NOT NULL,
	"c" real NOT NULL,
	"holland_code" text NOT NULL,
	"job_zone" smallint NOT NULL,
	CONSTRAINT "occupations_job_zone_range" CHECK ("occupations"."job_zone" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "report_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_id" uuid,
	"order_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_unlocks_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"record_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answers_record_id_question_id_pk" PRIMARY KEY("record_id","question_id"),
	CONSTRAINT "survey_answers_value_range" CHECK ("survey_answers"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"item_id" text NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "survey_questions_type_valid" CHECK ("survey_questions"."type" in ('R','I','A','S','E','C'))
);
--> statement-breakpoint
CREATE TABLE "survey_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" uuid,
	"visitor_id" uuid,
	"is_test" smallint DEFAULT 0 NOT NULL,
	"response_id" text,
	"yn" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"holland_code" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "survey_records_seq_uuid_unique" UNIQUE("seq_uuid"),
	CONSTRAINT "survey_records_owner" CHECK ("survey_records"."user_id" is not null or "survey_records"."visitor_id" is not null),
	CONSTRAINT "survey_records_status_valid" CHECK ("survey_records"."status" in ('in_progress','submitted')),
	CONSTRAINT "survey_records_submitted_has_result" CHECK ("survey_records"."status" = 'in_progress' or "survey_records"."result" is not null)
);
--> statement-breakpoint
CREATE TABLE "survey_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"question_count" integer NOT NULL,
	"version" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "report_unlocks" ADD CONSTRAINT "report_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_unlocks" ADD CONSTRAINT "report_unlocks_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_template_id_survey_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."survey_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_survey_id_survey_templates_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_records" ADD CONSTRAINT "survey_records_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_unlocks_user_idx" ON "report_unlocks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_template_item_uq" ON "survey_questions" USING btree ("template_id","item_id");--> statement-breakpoint
CREATE INDEX "survey_records_user_idx" ON "survey_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_records_visitor_idx" ON "survey_records" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_records_user_open_uq" ON "survey_records" USING btree ("user_id","survey_id") WHERE "survey_records"."status" = 'in_progress' and "survey_records"."yn" = 1 and "survey_records"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_records_visitor_open_uq" ON "survey_records" USING btree ("visitor_id","survey_id") WHERE "survey_records"."status" = 'in_progress' and "survey_records"."yn" = 1 and "survey_records"."user_id" is null;