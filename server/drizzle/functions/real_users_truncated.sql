-- population_counts 'real' is zero once the users are truncated (see real_users_added).
CREATE OR REPLACE FUNCTION "real_users_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "population_counts" SET "total" = 0 WHERE "population" = 'real';
  RETURN NULL;
END $$;
