-- Settings may be remembered by a server instance (server/src/settings/service.ts): any change to
-- the settings table tells every instance to forget them.
CREATE OR REPLACE FUNCTION "settings_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END $$;
