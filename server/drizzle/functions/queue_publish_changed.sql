-- Tells every server instance that the queue changed (channel queue_changed; each counts the
-- unassigned chats once the change has committed and relays the number to its queueChanged
-- subscribers). Called after any change to the queue, by queue_after_message and by
-- publishQueueChanged (server/src/queue/service.ts).
CREATE OR REPLACE FUNCTION "queue_publish_changed"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('queue_changed', '')
$$;
