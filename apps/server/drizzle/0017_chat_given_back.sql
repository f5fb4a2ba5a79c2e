ALTER TABLE "messages" ADD COLUMN "charged_to" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "chat_returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "cut_short" boolean DEFAULT false NOT NULL;