-- A conversation's message list joins a user's cached views (user-views.cache.ts). A list holding an answer that is
-- still streaming is never kept, so nothing a streaming answer's row goes through needs announcing: its progress
-- saves (several a second), its end, its retirement. A copy kept before the answer existed is dropped when the
-- answer's row is inserted, and a list read after that sees it streaming until it ended. Every other committed
-- change to a message announces its conversation's user: a new question or answer, a like, a stop's saved text,
-- an ended answer retired by a regeneration, a delete. Rows of a visitor's conversations (never cached) announce
-- nothing. A turn's insert shares its transaction and payload with the conversation's own announcement (0012), and
-- PostgreSQL sends those once: asking costs no extra notification.
CREATE FUNCTION "messages_views_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_info_announce"(
		(SELECT array_agg(DISTINCT c."user_id") FILTER (WHERE c."user_id" IS NOT NULL)
		FROM "changed" m JOIN "conversations" c ON c."id" = m."conversation_id"),
		false
	);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "message_view_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "user_info_announce"(
		ARRAY(SELECT "user_id" FROM "conversations" WHERE "id" = NEW."conversation_id" AND "user_id" IS NOT NULL),
		false
	);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "messages_views_inserted" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "messages_views_changed"();
--> statement-breakpoint
CREATE TRIGGER "messages_views_deleted" AFTER DELETE ON "messages" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "messages_views_changed"();
--> statement-breakpoint
-- Per row, so that the condition is checked before anything is queued: an update of a row that was streaming (a
-- progress save, the end of the answer) costs no trigger call and no notification, whose commits PostgreSQL
-- serialises.
CREATE TRIGGER "messages_views_updated" AFTER UPDATE ON "messages" FOR EACH ROW WHEN (OLD."status" <> 'streaming') EXECUTE FUNCTION "message_view_changed"();
