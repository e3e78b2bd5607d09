CREATE TABLE "population_counts" (
	"population" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
-- population_counts 'real' follows the real users (no role, not a moderator), so the user list's
-- unfiltered count reads one row instead of counting every user. Inserts and deletes adjust it once
-- per statement (bulk seeding stays fast); an update touches it only when a user enters or leaves
-- the population, so ordinary profile updates never wait on the counter row.
INSERT INTO "population_counts" SELECT 'real', count(*) FROM "users" WHERE "role" IS NULL AND "is_moderator" = false;--> statement-breakpoint
CREATE FUNCTION "real_users_added"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  SELECT count(*) INTO n FROM added WHERE "role" IS NULL AND "is_moderator" = false;
  IF n > 0 THEN
    UPDATE "population_counts" SET "total" = "total" + n WHERE "population" = 'real';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "real_users_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer;
BEGIN
  SELECT count(*) INTO n FROM removed WHERE "role" IS NULL AND "is_moderator" = false;
  IF n > 0 THEN
    UPDATE "population_counts" SET "total" = "total" - n WHERE "population" = 'real';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "real_users_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "population_counts"
    SET "total" = "total" + CASE WHEN NEW."role" IS NULL AND NOT NEW."is_moderator" THEN 1 ELSE -1 END
    WHERE "population" = 'real';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "real_users_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "population_counts" SET "total" = 0 WHERE "population" = 'real';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "real_users_added" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "real_users_added"();--> statement-breakpoint
CREATE TRIGGER "real_users_removed" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "real_users_removed"();--> statement-breakpoint
CREATE TRIGGER "real_users_moved" AFTER UPDATE OF "role", "is_moderator" ON "users" FOR EACH ROW
  WHEN ((OLD."role" IS NULL AND NOT OLD."is_moderator") IS DISTINCT FROM (NEW."role" IS NULL AND NOT NEW."is_moderator"))
  EXECUTE FUNCTION "real_users_moved"();--> statement-breakpoint
CREATE TRIGGER "real_users_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "real_users_truncated"();
