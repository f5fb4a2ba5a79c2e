CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"out_refund_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"detail" text,
	"taken_back" jsonb,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refunds_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "order_refunds_status_valid" CHECK ("order_refunds"."status" in ('processing', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_kind_valid" CHECK ("order_refunds"."kind" in ('order', 'extra')),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_grant" jsonb;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_payment_uq" ON "order_refunds" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");