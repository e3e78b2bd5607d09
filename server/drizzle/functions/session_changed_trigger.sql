-- A session's user may be cached by a server instance (server/src/auth/sessionCache.ts): any
-- change to a user or a token tells every instance to forget that user's cached sessions.
CREATE OR REPLACE FUNCTION "session_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;
