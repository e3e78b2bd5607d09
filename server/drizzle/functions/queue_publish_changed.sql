-- Tells every server instance the new number of unassigned chats (channel queue_changed; each
-- relays it to its queueChanged subscribers). Called after any change to the queue, by
-- queue_after_message and by publishQueueChanged (server/src/queue/service.ts).
CREATE OR REPLACE FUNCTION "queue_publish_changed"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('queue_changed', (SELECT count(*) FROM "chat_queue" WHERE NOT "is_assigned")::text)
$$;
