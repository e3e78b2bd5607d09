-- Tells every server instance that the queue changed (channel queue_changed, an empty payload: any
-- room's entry may have; each counts the unassigned chats once the change has committed and relays
-- the number to its queueChanged subscribers). A change to known rooms is told per room by
-- queue_publish_room_changed; publishQueueChanged (server/src/queue/service.ts) calls either.
CREATE OR REPLACE FUNCTION "queue_publish_changed"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('queue_changed', '')
$$;
