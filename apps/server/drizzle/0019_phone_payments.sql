CREATE TABLE "wechat_payers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_contexts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "wechat_payers" ADD CONSTRAINT "wechat_payers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;