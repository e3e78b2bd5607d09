-- Statistics, folded: a send writes nothing for them but its message's response_seconds (and the
-- room's waiting_since, in the update it makes anyway). fold_message_stats(), run every second by
-- each server instance (server/src/statistics/fold.ts), adds the messages above the watermark to
-- the roll-ups in one batch; the statistics queries read the roll-ups up to the watermark and the
-- few messages above it. With nothing new it returns before taking any lock: an idle server's
-- tick neither blocks a send nor writes a row lock every second. Answers how many ids it folded.
CREATE OR REPLACE FUNCTION "fold_message_stats"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  from_id bigint;
  to_id bigint;
BEGIN
  IF (SELECT coalesce(max("id"), 0) FROM "messages")
     <= coalesce((SELECT "last_id" FROM "stats_watermark" WHERE "id" = 1), 0) THEN
    RETURN 0;
  END IF;
  -- No send is in flight while this is held, so every id up to the largest is committed: none
  -- can appear below the watermark later.
  PERFORM chat_order_lock();
  SELECT "last_id" INTO from_id FROM "stats_watermark" WHERE "id" = 1 FOR UPDATE;
  from_id := coalesce(from_id, 0);
  SELECT coalesce(max("id"), 0) INTO to_id FROM "messages";
  IF to_id <= from_id THEN RETURN 0; END IF;
  PERFORM fold_message_range(from_id, to_id);
  INSERT INTO "stats_watermark" ("id", "last_id") VALUES (1, to_id)
  ON CONFLICT ("id") DO UPDATE SET "last_id" = EXCLUDED."last_id";
  RETURN to_id - from_id;
END $$;
