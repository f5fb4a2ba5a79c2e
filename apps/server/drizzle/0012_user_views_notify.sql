-- The conversation list and the coupon list join getLucinaInfo's answer in each instance's short-lived cache of a
-- user's views (user-views.cache.ts): every committed write to a user's conversations or coupons announces the
-- user id on the same channel, whoever wrote it. Rows without a user (a visitor's conversations, which are never
-- cached) announce nothing. An update announces the owner before and after, so a row moved to another owner
-- (a visitor's conversation claimed at login) reaches both.
CREATE FUNCTION "user_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_info_announce"(
		(SELECT array_agg(DISTINCT "user_id") FILTER (WHERE "user_id" IS NOT NULL) FROM "changed"),
		false
	);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversations_views_inserted" AFTER INSERT ON "conversations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_views_updated" AFTER UPDATE ON "conversations" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_views_updated_from" AFTER UPDATE ON "conversations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "conversations_views_deleted" AFTER DELETE ON "conversations" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_coupons_views_inserted" AFTER INSERT ON "user_coupons" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_coupons_views_updated" AFTER UPDATE ON "user_coupons" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_coupons_views_updated_from" AFTER UPDATE ON "user_coupons" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_coupons_views_deleted" AFTER DELETE ON "user_coupons" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_rows_changed"();
