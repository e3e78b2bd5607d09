-- The chat is held: a worker took it from the queue (or started it) and its answer deadline has
-- not passed at `at`. NULL, like false, for a room without a queue entry. The one definition of
-- holding: chat_send and every TypeScript query (server/src/chat/hold.ts) use it. A plain SQL
-- expression, so PostgreSQL inlines it and the queries keep their indexes.
CREATE OR REPLACE FUNCTION "chat_is_held"(is_assigned boolean, cleared_at timestamptz, at timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT is_assigned AND cleared_at > at
$$;
