-- A staff member's last_seen moves once a minute while they work (server/src/auth/presence.ts) and
-- no cached session shows it: that write no longer makes every instance forget the user's sessions
-- and re-check their sockets. Any other change to a user still does (a WHEN on NEW needs its own
-- UPDATE trigger; deletions keep theirs).
DROP TRIGGER "users_session_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_session_changed" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_seen') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen'))
  EXECUTE FUNCTION "session_changed_trigger"('id');--> statement-breakpoint
CREATE TRIGGER "users_session_removed" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_trigger"('id');
