-- population_counts 'real' follows a user entering or leaving the real users (role or moderator
-- flag changed); its trigger fires only then, so ordinary profile updates never wait on the
-- counter row (see real_users_added).
CREATE OR REPLACE FUNCTION "real_users_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "population_counts"
    SET "total" = "total" + CASE WHEN NEW."role" IS NULL AND NOT NEW."is_moderator" THEN 1 ELSE -1 END
    WHERE "population" = 'real';
  RETURN NULL;
END $$;
