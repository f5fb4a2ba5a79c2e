-- An unlock bound to no record is kept as the one copy it bought: bound to the buyer's latest report.
UPDATE "report_unlocks" AS u SET "record_id" = (
	SELECT r."id" FROM "survey_records" AS r
	WHERE r."user_id" = u."user_id" AND r."status" = 'submitted' AND r."yn" = 1
	ORDER BY r."submitted_at" DESC LIMIT 1
) WHERE u."record_id" IS NULL;--> statement-breakpoint
DELETE FROM "report_unlocks" WHERE "record_id" IS NULL;--> statement-breakpoint
-- Of several pending orders of one user only the newest stays pending; the others close as superseded.
UPDATE "orders" SET "status" = 2, "close_reason" = 'superseded', "closed_at" = now(), "updated_at" = now()
WHERE "status" = 0 AND "id" NOT IN (
	SELECT DISTINCT ON ("user_id") "id" FROM "orders" WHERE "status" = 0 ORDER BY "user_id", "created_at" DESC
);--> statement-breakpoint
UPDATE "user_coupons" SET "held_by_order_id" = NULL
WHERE "held_by_order_id" IN (SELECT "id" FROM "orders" WHERE "status" <> 0);--> statement-breakpoint
ALTER TABLE "report_unlocks" DROP CONSTRAINT "report_unlocks_record_id_survey_records_id_fk";
--> statement-breakpoint
ALTER TABLE "report_unlocks" ALTER COLUMN "record_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "report_unlocks" ADD CONSTRAINT "report_unlocks_record_id_survey_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."survey_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_pending_uq" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 0;