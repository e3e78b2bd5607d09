-- Adds the messages with from_id < id <= to_id to the statistics' roll-ups: counts per worker and
-- quarter hour (stats_bucket) and per UTC day, and answer-time histograms per UTC day
-- (response_bins). Notifications (kind N) are not chat and count nowhere.
CREATE OR REPLACE FUNCTION "fold_message_range"(from_id bigint, to_id bigint) RETURNS void LANGUAGE sql AS $$
  WITH counted AS (
    SELECT "sender_worker_id" AS "worker_id", "created_at", 1 AS sent, 0 AS received
      FROM "messages"
     WHERE "id" > from_id AND "id" <= to_id AND "sender_worker_id" IS NOT NULL AND "message_type" <> 'N'
    UNION ALL
    SELECT "receiver_worker_id", "created_at", 0, 1
      FROM "messages"
     WHERE "id" > from_id AND "id" <= to_id AND "receiver_worker_id" IS NOT NULL AND "message_type" <> 'N'
  ), quarters AS (
    INSERT INTO "message_stats" AS s ("worker_id", "bucket", "sent_count", "received_count", "last_sent_at")
    SELECT "worker_id", stats_bucket("created_at"), sum(sent), sum(received),
           max("created_at") FILTER (WHERE sent = 1)
      FROM counted GROUP BY 1, 2
    ON CONFLICT ("worker_id", "bucket") DO UPDATE SET
      "sent_count" = s."sent_count" + EXCLUDED."sent_count",
      "received_count" = s."received_count" + EXCLUDED."received_count",
      "last_sent_at" = greatest(s."last_sent_at", EXCLUDED."last_sent_at")
    RETURNING 1
  )
  INSERT INTO "message_stats_daily" AS d ("worker_id", "day", "sent_count", "received_count")
  SELECT "worker_id", ("created_at" AT TIME ZONE 'UTC')::date, sum(sent), sum(received)
    FROM counted GROUP BY 1, 2
  ON CONFLICT ("worker_id", "day") DO UPDATE SET
    "sent_count" = d."sent_count" + EXCLUDED."sent_count",
    "received_count" = d."received_count" + EXCLUDED."received_count";
  INSERT INTO "response_stats_daily" AS r ("worker_id", "day", "bins")
  SELECT "sender_worker_id", ("created_at" AT TIME ZONE 'UTC')::date,
         response_bins(array_agg("response_seconds"))
    FROM "messages"
   WHERE "id" > from_id AND "id" <= to_id AND "response_seconds" IS NOT NULL
     AND "sender_worker_id" IS NOT NULL
   GROUP BY 1, 2
  ON CONFLICT ("worker_id", "day") DO UPDATE SET "bins" = add_bins(r."bins", EXCLUDED."bins");
$$;
