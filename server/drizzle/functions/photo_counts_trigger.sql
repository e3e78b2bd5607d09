-- users.public_photo_count / private_photo_count follow the photos table (the moderator list's
-- collection filter reads them instead of a semi-join over every photo).
CREATE OR REPLACE FUNCTION "photo_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "users" SET
      "public_photo_count" = "public_photo_count" - (OLD."type" = 'PUBLIC')::int,
      "private_photo_count" = "private_photo_count" - (OLD."type" = 'PRIVATE')::int
    WHERE "id" = OLD."user_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "users" SET
      "public_photo_count" = "public_photo_count" + (NEW."type" = 'PUBLIC')::int,
      "private_photo_count" = "private_photo_count" + (NEW."type" = 'PRIVATE')::int
    WHERE "id" = NEW."user_id";
  END IF;
  RETURN NULL;
END $$;
