-- Tells every instance that a list staff screens show changed (its name is the trigger's argument:
-- `briefings`, `contact`): the `staffListChanged` subscription, instead of those screens' timers.
CREATE OR REPLACE FUNCTION "staff_list_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_list_changed', TG_ARGV[0]);
  RETURN NULL;
END $$;
