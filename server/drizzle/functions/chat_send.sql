-- Stores a message in one round trip (sendMessage in server/src/chat/messages.ts is its only
-- caller and documents the rules): the room's facts, the clientId repeat check, the message with
-- its answer's waiting time, the room's last message time and open wait, the queue entry
-- (queue_after_message) and the NOTIFY that delivers the message. Answers {"missing": true} for no
-- such room, {"repeated": <earlier row>} for a clientId already stored, otherwise
-- {"event": <the published event>}. Rows travel as row_to_json. `startsChat`: the room had no
-- message before this one (lists read before it do not show the chat: its card goes out too).
CREATE OR REPLACE FUNCTION "chat_send"(
  p_room_id text, p_from_user boolean, p_worker_id integer, p_kind text, p_content text,
  p_url text, p_gift json, p_request_id integer, p_client_id text, p_now timestamptz,
  p_serialize boolean
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  room record;
  stored "messages";
  sender integer;
  event json;
BEGIN
  IF p_serialize THEN PERFORM chat_order_lock(); END IF;
  SELECT r."id", r."user_id", r."moderator_id", r."waiting_since", r."last_message_at",
         m."worker_id" AS moderator_worker_id,
         CASE WHEN chat_is_held(q."is_assigned", q."cleared_at", p_now) THEN q."worker_id" END AS holder_id
    INTO room
    FROM "rooms" r
    JOIN "users" m ON m."id" = r."moderator_id"
    LEFT JOIN "chat_queue" q ON q."room_id" = r."id"
   WHERE r."id" = p_room_id;
  IF NOT FOUND THEN RETURN json_build_object('missing', true); END IF;
  sender := CASE WHEN p_from_user THEN room."user_id" ELSE room."moderator_id" END;
  IF p_client_id IS NOT NULL THEN
    SELECT * INTO stored FROM "messages"
     WHERE "room_id" = room."id" AND "sender_id" = sender AND "client_id" = p_client_id;
    IF FOUND THEN RETURN json_build_object('repeated', row_to_json(stored)); END IF;
  END IF;
  INSERT INTO "messages" (
    "room_id", "sender_id", "recipient_id", "content", "message_type", "url", "gift_id",
    "private_photo_request_id", "client_id", "sender_worker_id", "receiver_worker_id", "created_at",
    "response_seconds"
  ) VALUES (
    room."id", sender,
    CASE WHEN p_from_user THEN room."moderator_id" ELSE room."user_id" END,
    p_content, p_kind, p_url, (p_gift ->> 'id')::integer, p_request_id, p_client_id,
    CASE WHEN p_from_user THEN NULL ELSE p_worker_id END,
    CASE WHEN p_from_user THEN coalesce(room.holder_id, room.moderator_worker_id) END,
    p_now,
    CASE WHEN NOT p_from_user AND p_kind <> 'N' AND p_worker_id IS NOT NULL
         THEN extract(epoch FROM p_now - room."waiting_since") END
  ) RETURNING * INTO stored;
  -- A real user's message starts a wait unless one is open; the moderator side's ends it.
  UPDATE "rooms" SET "last_message_at" = p_now,
    "waiting_since" = CASE WHEN p_kind = 'N' THEN "waiting_since"
                           WHEN p_from_user THEN coalesce("waiting_since", p_now) END
  WHERE "id" = room."id";
  IF p_kind <> 'N' THEN
    PERFORM queue_after_message(room."id", room."moderator_id", room."user_id", p_from_user, p_now);
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
    'requestStatus', CASE WHEN p_request_id IS NULL THEN NULL ELSE 'P' END,
    'startsChat', room."last_message_at" IS NULL
  );
  PERFORM pg_notify('chat_message', event::text);
  RETURN json_build_object('event', event);
END $$;
