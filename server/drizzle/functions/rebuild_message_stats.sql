-- Everything from the messages alone: the answers' waiting times (a real user's first message
-- since the moderator side last wrote, to the moderator side's next message, in time order, ties
-- by id), the rooms' open waits, and the roll-ups. For loads that bypass chat_send (the demo
-- seed, npm run seed -- --messages N); no send runs meanwhile (chat_order_lock).
CREATE OR REPLACE FUNCTION "rebuild_message_stats"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  to_id bigint;
BEGIN
  PERFORM chat_order_lock();
  CREATE TEMP TABLE waits ON COMMIT DROP AS
    WITH numbered AS (
      SELECT m."id", m."room_id", m."created_at", m."sender_worker_id",
             m."sender_id" = r."moderator_id" AS from_moderator,
             count(*) FILTER (WHERE m."sender_id" = r."moderator_id")
               OVER (PARTITION BY m."room_id" ORDER BY m."created_at", m."id") AS answers
        FROM "messages" m JOIN "rooms" r ON r."id" = m."room_id"
       WHERE m."message_type" <> 'N'
    ), started AS (
      SELECT "room_id", "answers", min("created_at") AS since
        FROM numbered WHERE NOT from_moderator GROUP BY 1, 2
    )
    SELECT n."id", n."room_id", n."answers", n.from_moderator, n."sender_worker_id",
           extract(epoch FROM n."created_at" - s.since) AS seconds, s.since
      FROM numbered n
      LEFT JOIN started s ON s."room_id" = n."room_id"
       AND s."answers" = CASE WHEN n.from_moderator THEN n."answers" - 1 ELSE n."answers" END;
  UPDATE "messages" SET "response_seconds" = NULL WHERE "response_seconds" IS NOT NULL;
  UPDATE "messages" m SET "response_seconds" = w.seconds
    FROM waits w
   WHERE m."id" = w."id" AND w.from_moderator AND w."sender_worker_id" IS NOT NULL
     AND w.seconds IS NOT NULL;
  UPDATE "rooms" SET "waiting_since" = NULL WHERE "waiting_since" IS NOT NULL;
  UPDATE "rooms" r SET "waiting_since" = w.since
    FROM (SELECT DISTINCT ON ("room_id") "room_id", from_moderator, since
            FROM waits ORDER BY "room_id", "answers" DESC, from_moderator ASC) w
   WHERE r."id" = w."room_id" AND NOT w.from_moderator;
  TRUNCATE "message_stats", "message_stats_daily", "response_stats_daily";
  SELECT coalesce(max("id"), 0) INTO to_id FROM "messages";
  PERFORM fold_message_range(0, to_id);
  INSERT INTO "stats_watermark" ("id", "last_id") VALUES (1, to_id)
  ON CONFLICT ("id") DO UPDATE SET "last_id" = EXCLUDED."last_id";
END $$;
