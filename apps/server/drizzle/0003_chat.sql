CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"visitor_id" uuid,
	"title" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"pinned_at" timestamp with time zone,
	"model_code" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "conversations_owner" CHECK ("conversations"."user_id" is not null or "conversations"."visitor_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"parent_id" uuid,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"think_process" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"like_or_stomp" smallint DEFAULT 0 NOT NULL,
	"model_code" smallint DEFAULT 0 NOT NULL,
	"model" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"error_message" text,
	"error_status" integer,
	"instance_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "messages_role_valid" CHECK ("messages"."role" in ('user','assistant')),
	CONSTRAINT "messages_status_valid" CHECK ("messages"."status" in ('streaming','done','terminated','error')),
	CONSTRAINT "messages_like_or_stomp_range" CHECK ("messages"."like_or_stomp" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_visitor_id_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_list_idx" ON "conversations" USING btree ("user_id","pinned" DESC NULLS LAST,"pinned_at" DESC NULLS LAST,"last_message_at" DESC NULLS LAST) WHERE "conversations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "conversations_visitor_list_idx" ON "conversations" USING btree ("visitor_id","pinned" DESC NULLS LAST,"pinned_at" DESC NULLS LAST,"last_message_at" DESC NULLS LAST) WHERE "conversations"."deleted_at" is null and "conversations"."user_id" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","seq") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_streaming_idx" ON "messages" USING btree ("instance_id") WHERE "messages"."status" = 'streaming';