-- Tells every instance that a fake user changed as a worker's workspace shows it
-- (fake_user_changed): given to or taken from a worker, made or deleted (reassigned: the chats it
-- brings come or go too), or its card's name, online toggle or avatar (users, photos). The payload
-- names the fake user and the workers concerned (before and after).
CREATE OR REPLACE FUNCTION "fake_user_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  moderator integer;
  workers integer[];
  reassigned boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'users' THEN
    moderator := (changed ->> 'id')::integer;
    workers := ARRAY[(changed ->> 'worker_id')::integer];
    IF TG_OP = 'UPDATE' THEN
      workers := workers || (to_jsonb(OLD) ->> 'worker_id')::integer;
      reassigned := workers[1] IS DISTINCT FROM workers[2];
    ELSE
      reassigned := true;
    END IF;
  ELSE
    SELECT u."id", ARRAY[u."worker_id"] INTO moderator, workers
      FROM "users" u WHERE u."id" = (changed ->> 'user_id')::integer AND u."is_moderator";
    IF moderator IS NULL THEN RETURN NULL; END IF;
  END IF;
  PERFORM pg_notify('fake_user_changed', json_build_object(
    'moderatorId', moderator,
    'reassigned', reassigned,
    'workerIds', (SELECT coalesce(json_agg(DISTINCT w), '[]') FROM unnest(workers) w WHERE w IS NOT NULL)
  )::text);
  RETURN NULL;
END $$;
