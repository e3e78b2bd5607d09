-- The function's live definition: server/drizzle/functions/rooms_of_people_changed_trigger.sql.
CREATE OR REPLACE FUNCTION "rooms_of_people_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  person integer;
  entry record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'rooms' THEN
    PERFORM pg_notify('chat_room_changed', json_build_object(
      'roomId', changed ->> 'id',
      'workerIds', (SELECT coalesce(json_agg(DISTINCT w."id"), '[]') FROM (
          SELECT m."worker_id" FROM "users" m WHERE m."id" = (changed ->> 'moderator_id')::integer
          UNION ALL
          SELECT q."worker_id" FROM "chat_queue" q
            WHERE q."room_id" = changed ->> 'id' AND q."is_assigned"
        ) w("id") WHERE w."id" IS NOT NULL)
    )::text);
    RETURN NULL;
  END IF;
  person := (CASE WHEN TG_TABLE_NAME = 'users' THEN changed ->> 'id' ELSE changed ->> 'user_id' END)::integer;
  -- Only a real user has chats under their own id (rooms.user_id): anyone else's rows find none.
  FOR entry IN
    SELECT r."id" AS room,
        coalesce(json_agg(DISTINCT w."id") FILTER (WHERE w."id" IS NOT NULL), '[]') AS workers
      FROM "rooms" r
      JOIN "users" m ON m."id" = r."moderator_id"
      LEFT JOIN "chat_queue" q ON q."room_id" = r."id" AND q."is_assigned"
      CROSS JOIN LATERAL (VALUES (m."worker_id"), (q."worker_id")) w("id")
      WHERE r."user_id" = person
      GROUP BY r."id"
  LOOP
    PERFORM pg_notify('chat_room_changed',
      json_build_object('roomId', entry.room, 'workerIds', entry.workers)::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "real_user_card_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (NOT NEW."is_moderator" AND NEW."role" IS NULL AND (
    OLD."display_name" IS DISTINCT FROM NEW."display_name"
    OR OLD."first_name" IS DISTINCT FROM NEW."first_name"
    OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."avatar_index" IS DISTINCT FROM NEW."avatar_index"
  ))
  EXECUTE FUNCTION "rooms_of_people_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "photos_rooms_changed" AFTER INSERT OR DELETE ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "rooms_of_people_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "photos_rooms_changed_update" AFTER UPDATE ON "photos"
  FOR EACH ROW WHEN (
    OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."file" IS DISTINCT FROM NEW."file"
    OR OLD."thumbnail" IS DISTINCT FROM NEW."thumbnail"
    OR OLD."is_admin_approved" IS DISTINCT FROM NEW."is_admin_approved"
  )
  EXECUTE FUNCTION "rooms_of_people_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "room_deleted" AFTER DELETE ON "rooms"
  FOR EACH ROW EXECUTE FUNCTION "rooms_of_people_changed_trigger"();
