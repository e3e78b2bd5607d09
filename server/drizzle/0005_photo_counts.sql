ALTER TABLE "users" ADD COLUMN "public_photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "private_photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- users.public_photo_count / private_photo_count follow the photos table (the moderator list's
-- collection filter reads them instead of a semi-join over every photo).
CREATE FUNCTION "photo_counts_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE TRIGGER "photo_counts" AFTER INSERT OR DELETE OR UPDATE OF "type", "user_id" ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photo_counts_trigger"();--> statement-breakpoint
UPDATE "users" SET
  "public_photo_count" = (SELECT count(*) FROM "photos" WHERE "photos"."user_id" = "users"."id" AND "photos"."type" = 'PUBLIC'),
  "private_photo_count" = (SELECT count(*) FROM "photos" WHERE "photos"."user_id" = "users"."id" AND "photos"."type" = 'PRIVATE')
WHERE EXISTS (SELECT 1 FROM "photos" WHERE "photos"."user_id" = "users"."id");
