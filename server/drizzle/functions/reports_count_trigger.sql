-- users.report_count follows the reports table (the user list sorts by it with an index).
CREATE OR REPLACE FUNCTION "reports_count_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "users" SET "report_count" = "report_count" + 1 WHERE "id" = NEW."user_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "report_count" = "report_count" - 1 WHERE "id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;
