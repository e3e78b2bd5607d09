-- The function's live definition: server/drizzle/functions/staff_list_changed_trigger.sql.
CREATE OR REPLACE FUNCTION "staff_list_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_list_changed', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "briefings_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "briefings"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_list_changed_trigger"('briefings');--> statement-breakpoint
CREATE TRIGGER "contact_messages_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "contact_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_list_changed_trigger"('contact');
