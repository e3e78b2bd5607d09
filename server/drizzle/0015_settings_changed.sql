-- The function's live definition: server/drizzle/functions/settings_changed_trigger.sql.
CREATE OR REPLACE FUNCTION "settings_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "settings_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "settings_truncated" AFTER TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "settings_changed_trigger"();
