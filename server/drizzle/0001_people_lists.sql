ALTER TABLE "users" ADD COLUMN "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "real_users_sign_up_idx" ON "users" USING btree ("created_at","id") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_last_seen_idx" ON "users" USING btree ("last_seen","id") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_reports_idx" ON "users" USING btree ("report_count","id") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_disabled_idx" ON "users" USING btree ("disabled","id") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_id_idx" ON "users" USING btree ("id") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
-- users.report_count follows the reports table (the user list sorts by it with an index).
CREATE FUNCTION "reports_count_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reports_count" AFTER INSERT OR DELETE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "reports_count_trigger"();--> statement-breakpoint
UPDATE "users" SET "report_count" = (SELECT count(*) FROM "reports" WHERE "reports"."user_id" = "users"."id");
