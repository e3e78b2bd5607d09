-- Tells every instance that chats changed as the workers' chat lists show them, other than by a
-- message, a hold or a note (chat_room_changed): a real user's name or photos changed (users,
-- photos), each of their chats; a chat deleted with its real user or fake user (rooms), that chat,
-- which the lists then drop. The payload is chat_room_changed_trigger's: the room id and the
-- workers who may show it (its fake user's worker, its holder).
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
END $$;
