-- Stores a message in one round trip (sendMessage in server/src/chat/messages.ts is its only
-- caller and documents the rules): the room's facts, the clientId repeat check, the message, the
-- room's last message time, the queue entry and the NOTIFYs that deliver the message and the new
-- queue count. Answers {"missing": true} for no such room, {"repeated": <earlier row>} for a
-- clientId already stored, otherwise {"event": <the published event>}. Rows travel as row_to_json.
CREATE FUNCTION "chat_send"(
  p_room_id text, p_from_user boolean, p_worker_id integer, p_kind text, p_content text,
  p_url text, p_gift json, p_request_id integer, p_client_id text, p_now timestamptz,
  p_serialize boolean
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  room record;
  stored "messages";
  sender integer;
  queue_changed boolean := false;
  event json;
BEGIN
  -- On PostgreSQL concurrent sends would commit out of id order; the lock orders them.
  IF p_serialize THEN PERFORM pg_advisory_xact_lock(1667785076); END IF;
  SELECT r."id", r."user_id", r."moderator_id", m."worker_id" AS moderator_worker_id,
         CASE WHEN q."is_assigned" AND q."cleared_at" > p_now THEN q."worker_id" END AS holder_id
    INTO room
    FROM "rooms" r
    JOIN "users" m ON m."id" = r."moderator_id"
    LEFT JOIN "chat_queue" q ON q."room_id" = r."id"
   WHERE r."id" = p_room_id;
  IF NOT FOUND THEN RETURN json_build_object('missing', true); END IF;
  sender := CASE WHEN p_from_user THEN room."user_id" ELSE room."moderator_id" END;
  IF p_client_id IS NOT NULL THEN
    SELECT * INTO stored FROM "messages" WHERE "sender_id" = sender AND "client_id" = p_client_id;
    IF FOUND THEN RETURN json_build_object('repeated', row_to_json(stored)); END IF;
  END IF;
  INSERT INTO "messages" (
    "room_id", "sender_id", "recipient_id", "content", "message_type", "url", "gift_id",
    "private_photo_request_id", "client_id", "sender_worker_id", "receiver_worker_id", "created_at"
  ) VALUES (
    room."id", sender,
    CASE WHEN p_from_user THEN room."moderator_id" ELSE room."user_id" END,
    p_content, p_kind, p_url, (p_gift ->> 'id')::integer, p_request_id, p_client_id,
    CASE WHEN p_from_user THEN NULL ELSE p_worker_id END,
    CASE WHEN p_from_user THEN coalesce(room.holder_id, room.moderator_worker_id) END,
    p_now
  ) RETURNING * INTO stored;
  UPDATE "rooms" SET "last_message_at" = p_now WHERE "id" = room."id";
  IF p_kind <> 'N' AND p_from_user THEN
    INSERT INTO "chat_queue" ("room_id", "moderator_id", "user_id", "created_at", "updated_at")
    VALUES (room."id", room."moderator_id", room."user_id", p_now, p_now)
    ON CONFLICT ("room_id") DO UPDATE SET "updated_at" = p_now
    RETURNING xmax = 0 INTO queue_changed;
  ELSIF p_kind <> 'N' THEN
    DELETE FROM "chat_queue" WHERE "room_id" = room."id";
    queue_changed := FOUND;
  END IF;
  -- What publishQueueChanged (server/src/queue/service.ts) tells queueChanged subscribers.
  IF queue_changed THEN
    PERFORM pg_notify('queue_changed',
      (SELECT count(*) FROM "chat_queue" WHERE NOT "is_assigned")::text);
  END IF;
  event := json_build_object(
    'message', row_to_json(stored),
    'audience', json_build_object(
      'userId', room."user_id",
      'moderatorId', room."moderator_id",
      'workerIds', (
        SELECT coalesce(json_agg(DISTINCT w), '[]'::json)
          FROM unnest(ARRAY[
            CASE WHEN p_from_user THEN NULL ELSE p_worker_id END,
            room.holder_id, room.moderator_worker_id
          ]) AS w
         WHERE w IS NOT NULL
      )
    ),
    'gift', p_gift,
    'requestStatus', CASE WHEN p_request_id IS NULL THEN NULL ELSE 'P' END
  );
  PERFORM pg_notify('chat_message', event::text);
  RETURN json_build_object('event', event);
END $$;--> statement-breakpoint
-- A session's user may be cached by a server instance (server/src/auth/sessionCache.ts): any
-- change to a user or a token tells every instance to forget that user's cached sessions.
CREATE FUNCTION "session_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_trigger"('id');--> statement-breakpoint
CREATE TRIGGER "tokens_session_changed" AFTER UPDATE OR DELETE ON "tokens"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_trigger"('user_id');
