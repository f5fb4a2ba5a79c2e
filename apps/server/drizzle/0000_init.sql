CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nickname" text NOT NULL,
	"user_icon" text DEFAULT '' NOT NULL,
	"user_grade" smallint DEFAULT 0 NOT NULL,
	"end_time" timestamp with time zone,
	"chat_count" integer DEFAULT 0 NOT NULL,
	"conversation_count" integer DEFAULT 0 NOT NULL,
	"display_think_process" text DEFAULT '1' NOT NULL,
	"complete_aitest_first" smallint DEFAULT 0 NOT NULL,
	"boot_state" text DEFAULT '0' NOT NULL,
	"tagi_s_collect" smallint DEFAULT 0 NOT NULL,
	"work_tag" text DEFAULT '' NOT NULL,
	"layout_tag" text DEFAULT '' NOT NULL,
	"career_test_state" smallint DEFAULT 0 NOT NULL,
	"info_collection_state" text DEFAULT '0' NOT NULL,
	"phone" text,
	"email" text,
	"wechat_open_id" text,
	"wechat_union_id" text,
	"invite_code" text NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_chat_count_nonneg" CHECK ("users"."chat_count" >= 0),
	CONSTRAINT "users_grade_range" CHECK ("users"."user_grade" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"temp_token" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_open_id_uq" ON "users" USING btree ("wechat_open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_union_id_uq" ON "users" USING btree ("wechat_union_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_uq" ON "users" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_temp_token_uq" ON "visitors" USING btree ("temp_token");