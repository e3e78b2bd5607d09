-- Tells every instance that a chat changed other than by a message (chat_room_changed): its hold
-- taken, released, started or returned at its deadline (chat_queue), or a note saved (notes). The
-- payload is the room id and the workers who may show it: the holder before and after, and the
-- worker of its fake user. The chat lists of those workers (and admins') read that one chat again.
-- A message's own queue writes (a real user's message queues the chat, an answer takes it out) do
-- not come here: the message itself carries them (the triggers' WHEN clauses).
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
END $$;
