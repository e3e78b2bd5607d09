-- The functions' live definitions: server/drizzle/functions/chat_room_changed_trigger.sql and
-- server/drizzle/functions/fake_user_changed_trigger.sql.
CREATE OR REPLACE FUNCTION "chat_room_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(NEW);
  room text := changed ->> 'room_id';
  workers integer[] := ARRAY[(changed ->> 'worker_id')::integer];
BEGIN
  IF TG_OP = 'UPDATE' THEN workers := workers || (to_jsonb(OLD) ->> 'worker_id')::integer; END IF;
  SELECT workers || m."worker_id" ||
      CASE WHEN q."is_assigned" THEN q."worker_id" END
    INTO workers
    FROM "rooms" r
    JOIN "users" m ON m."id" = r."moderator_id"
    LEFT JOIN "chat_queue" q ON q."room_id" = r."id"
    WHERE r."id" = room;
  PERFORM pg_notify('chat_room_changed', json_build_object(
    'roomId', room,
    'workerIds', (SELECT coalesce(json_agg(DISTINCT w), '[]') FROM unnest(workers) w WHERE w IS NOT NULL)
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "chat_queue_hold_inserted" AFTER INSERT ON "chat_queue"
  FOR EACH ROW WHEN (NEW."is_assigned")
  EXECUTE FUNCTION "chat_room_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "chat_queue_hold_changed" AFTER UPDATE ON "chat_queue"
  FOR EACH ROW WHEN (
    OLD."is_assigned" IS DISTINCT FROM NEW."is_assigned"
    OR OLD."worker_id" IS DISTINCT FROM NEW."worker_id"
    OR OLD."cleared_at" IS DISTINCT FROM NEW."cleared_at"
  )
  EXECUTE FUNCTION "chat_room_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "notes_room_changed" AFTER INSERT OR UPDATE ON "notes"
  FOR EACH ROW EXECUTE FUNCTION "chat_room_changed_trigger"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "fake_user_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  moderator integer;
  workers integer[];
  reassigned boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'users' THEN
    moderator := (changed ->> 'id')::integer;
    workers := ARRAY[(changed ->> 'worker_id')::integer];
    IF TG_OP = 'UPDATE' THEN
      workers := workers || (to_jsonb(OLD) ->> 'worker_id')::integer;
      reassigned := workers[1] IS DISTINCT FROM workers[2];
    ELSE
      reassigned := true;
    END IF;
  ELSE
    SELECT u."id", ARRAY[u."worker_id"] INTO moderator, workers
      FROM "users" u WHERE u."id" = (changed ->> 'user_id')::integer AND u."is_moderator";
    IF moderator IS NULL THEN RETURN NULL; END IF;
  END IF;
  PERFORM pg_notify('fake_user_changed', json_build_object(
    'moderatorId', moderator,
    'reassigned', reassigned,
    'workerIds', (SELECT coalesce(json_agg(DISTINCT w), '[]') FROM unnest(workers) w WHERE w IS NOT NULL)
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "fake_user_added" AFTER INSERT ON "users"
  FOR EACH ROW WHEN (NEW."is_moderator" AND NEW."worker_id" IS NOT NULL)
  EXECUTE FUNCTION "fake_user_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "fake_user_card_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (NEW."is_moderator" AND (
    OLD."worker_id" IS DISTINCT FROM NEW."worker_id"
    OR OLD."display_name" IS DISTINCT FROM NEW."display_name"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."is_online" IS DISTINCT FROM NEW."is_online"
    OR OLD."avatar_index" IS DISTINCT FROM NEW."avatar_index"
  ))
  EXECUTE FUNCTION "fake_user_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "fake_user_deleted" AFTER DELETE ON "users"
  FOR EACH ROW WHEN (OLD."is_moderator")
  EXECUTE FUNCTION "fake_user_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "photos_fake_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "fake_user_changed_trigger"();
