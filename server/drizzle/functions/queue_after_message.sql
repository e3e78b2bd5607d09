-- The queue after a chat message (chat_send calls it; notifications, kind N, do not): a real
-- user's message queues the chat, or keeps its place when it is queued already; the moderator
-- side's answer takes it out of the queue. Publishes the queue's count when it changed. Every
-- other queue write is in server/src/queue/.
CREATE OR REPLACE FUNCTION "queue_after_message"(
  p_room_id text, p_moderator_id integer, p_user_id integer, p_from_user boolean, p_now timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed boolean := false;
BEGIN
  IF p_from_user THEN
    INSERT INTO "chat_queue" ("room_id", "moderator_id", "user_id", "created_at", "updated_at")
    VALUES (p_room_id, p_moderator_id, p_user_id, p_now, p_now)
    ON CONFLICT ("room_id") DO UPDATE SET "updated_at" = p_now
    RETURNING xmax = 0 INTO changed;
  ELSE
    DELETE FROM "chat_queue" WHERE "room_id" = p_room_id;
    changed := FOUND;
  END IF;
  IF changed THEN PERFORM queue_publish_room_changed(p_room_id); END IF;
END $$;
