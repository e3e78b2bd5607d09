-- population_counts 'real' follows the real users (no role, not a moderator), so the user list's
-- unfiltered count reads one row instead of counting every user. Inserts adjust it once per
-- statement (bulk seeding stays fast). Its siblings: real_users_removed, real_users_moved,
-- real_users_truncated.
CREATE OR REPLACE FUNCTION "real_users_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  SELECT count(*) INTO n FROM added WHERE "role" IS NULL AND "is_moderator" = false;
  IF n > 0 THEN
    UPDATE "population_counts" SET "total" = "total" + n WHERE "population" = 'real';
  END IF;
  RETURN NULL;
END $$;
