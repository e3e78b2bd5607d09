-- population_counts 'real' loses the real users a statement deleted (see real_users_added).
CREATE OR REPLACE FUNCTION "real_users_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  SELECT count(*) INTO n FROM removed WHERE "role" IS NULL AND "is_moderator" = false;
  IF n > 0 THEN
    UPDATE "population_counts" SET "total" = "total" - n WHERE "population" = 'real';
  END IF;
  RETURN NULL;
END $$;
