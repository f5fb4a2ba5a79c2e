-- Every write that changes what GET getLucinaInfo answers (the user row, the messages a user sees, what they
-- read) announces the user ids on channel user_info_changed when it commits, so each instance drops its
-- short-lived copy of that answer whoever wrote it: a request, a job, another instance or the admin CLI.
-- Statement-level, so a bulk write sends one notification per user, or one '*' for many users or a broadcast.
CREATE FUNCTION "user_info_announce"("ids" uuid[], "everyone" boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"one" uuid;
BEGIN
	IF "everyone" OR coalesce(cardinality("ids"), 0) > 100 THEN
		PERFORM pg_notify('user_info_changed', '*');
		RETURN;
	END IF;
	FOREACH "one" IN ARRAY coalesce("ids", '{}'::uuid[]) LOOP
		PERFORM pg_notify('user_info_changed', "one"::text);
	END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "users_info_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_info_announce"((SELECT array_agg(DISTINCT "id") FROM "changed"), false);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "user_messages_info_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_info_announce"(
		(SELECT array_agg(DISTINCT "user_id") FILTER (WHERE "user_id" IS NOT NULL) FROM "changed"),
		coalesce((SELECT bool_or("user_id" IS NULL) FROM "changed"), false)
	);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_info_updated" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_info_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_info_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "users_info_changed"();
--> statement-breakpoint
CREATE TRIGGER "system_messages_info_inserted" AFTER INSERT ON "system_messages" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_messages_info_changed"();
--> statement-breakpoint
CREATE TRIGGER "system_messages_info_deleted" AFTER DELETE ON "system_messages" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_messages_info_changed"();
--> statement-breakpoint
CREATE TRIGGER "system_message_reads_info_inserted" AFTER INSERT ON "system_message_reads" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_messages_info_changed"();
--> statement-breakpoint
CREATE TRIGGER "system_message_reads_info_deleted" AFTER DELETE ON "system_message_reads" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "user_messages_info_changed"();
