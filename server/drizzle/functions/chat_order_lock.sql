-- The lock that puts message ids in commit order. chat_send takes it (on PostgreSQL; PGlite runs
-- one transaction at a time anyway), so sends commit one after another and a message with a
-- smaller id is never committed after one with a larger id. fold_message_stats relies on that to
-- fold every message up to the largest id it sees, and rebuild_message_stats to recompute with no
-- send in between. Held until the caller's transaction ends. The key is 'chat' in ASCII.
CREATE OR REPLACE FUNCTION "chat_order_lock"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(1667785076)
$$;
