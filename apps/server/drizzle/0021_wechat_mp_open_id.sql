ALTER TABLE "users" ADD COLUMN "wechat_mp_open_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_mp_open_id_uq" ON "users" USING btree ("wechat_mp_open_id");