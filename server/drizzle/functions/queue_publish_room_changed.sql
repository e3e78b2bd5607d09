-- Tells every server instance that one room's queue entry changed (channel queue_changed, the
-- room id as payload): taken, released, queued, answered. Each instance recounts the queue, as
-- for queue_publish_changed, and tells only that room's viewers that its holder may have changed.
CREATE OR REPLACE FUNCTION "queue_publish_room_changed"(p_room_id text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('queue_changed', p_room_id)
$$;
