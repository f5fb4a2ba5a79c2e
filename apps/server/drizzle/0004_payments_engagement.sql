CREATE TABLE "coupon_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"discount_permille" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"plan_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_fen" integer NOT NULL,
	"origin_price_fen" integer NOT NULL,
	"membership_unit" text NOT NULL,
	"membership_level" smallint NOT NULL,
	"duration_days" integer NOT NULL,
	"count" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"recommended_tag" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"benefits" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_price_positive" CHECK ("membership_plans"."price_fen" > 0 and "membership_plans"."origin_price_fen" >= "membership_plans"."price_fen"),
	CONSTRAINT "membership_plans_level_range" CHECK ("membership_plans"."membership_level" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"open_type" smallint NOT NULL,
	"subject" text NOT NULL,
	"plan_price_fen" integer NOT NULL,
	"coupon_reduce_fen" integer DEFAULT 0 NOT NULL,
	"upgrade_diff_fen" integer DEFAULT 0 NOT NULL,
	"amount_fen" integer NOT NULL,
	"user_coupon_id" uuid,
	"record_id" uuid,
	"quoted_end_time" timestamp with time zone,
	"status" smallint DEFAULT 0 NOT NULL,
	"wechat_qr_code" text,
	"alipay_qr_code" text,
	"pay_method" text,
	"transaction_id" text,
	"refund_required" boolean DEFAULT false NOT NULL,
	"close_reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in (0, 1, 2)),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_fen" > 0),
	CONSTRAINT "orders_amount_sum" CHECK ("orders"."amount_fen" = "orders"."plan_price_fen" - "orders"."coupon_reduce_fen" - "orders"."upgrade_diff_fen" and "orders"."coupon_reduce_fen" >= 0 and "orders"."upgrade_diff_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"order_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"outcome" text NOT NULL,
	"source" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"discount_permille" integer NOT NULL,
	"plan_ids" jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"held_by_order_id" uuid,
	"used_order_id" uuid,
	"used_at" timestamp with time zone,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_coupons_discount_range" CHECK ("user_coupons"."discount_permille" between 1 and 999),
	CONSTRAINT "user_coupons_used_not_held" CHECK ("user_coupons"."used_order_id" is null or "user_coupons"."held_by_order_id" is null)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pc_image_url" text NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"screenshot_path" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_questionnaires" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"questions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"event_type" text DEFAULT '' NOT NULL,
	"sub_event" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"params" jsonb NOT NULL,
	"user_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_collections" ADD CONSTRAINT "info_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_collections" ADD CONSTRAINT "info_collections_questionnaire_id_info_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."info_questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_reads" ADD CONSTRAINT "system_message_reads_message_id_system_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."system_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_message_reads" ADD CONSTRAINT "system_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_messages" ADD CONSTRAINT "system_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_txn_uq" ON "payment_notifications" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_template_uq" ON "user_coupons" USING btree ("user_id","template_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","valid_until");--> statement-breakpoint
CREATE INDEX "feedbacks_user_created_idx" ON "feedbacks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "info_collections_user_questionnaire_uq" ON "info_collections" USING btree ("user_id","questionnaire_id");--> statement-breakpoint
CREATE INDEX "system_messages_user_created_idx" ON "system_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "system_messages_broadcast_created_idx" ON "system_messages" USING btree ("created_at") WHERE "system_messages"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "system_messages_dedupe_uq" ON "system_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "tracking_events_name_created_idx" ON "tracking_events" USING btree ("event_name","created_at");