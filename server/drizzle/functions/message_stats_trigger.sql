-- A deleted message leaves the roll-ups it was folded into (messages go with their room or user).
CREATE OR REPLACE FUNCTION "message_stats_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."message_type" = 'N'
     OR OLD."id" > coalesce((SELECT "last_id" FROM "stats_watermark" WHERE "id" = 1), 0) THEN
    RETURN NULL;
  END IF;
  IF OLD."sender_worker_id" IS NOT NULL THEN
    UPDATE "message_stats" SET "sent_count" = "sent_count" - 1
     WHERE "worker_id" = OLD."sender_worker_id" AND "bucket" = stats_bucket(OLD."created_at");
    UPDATE "message_stats_daily" SET "sent_count" = "sent_count" - 1
     WHERE "worker_id" = OLD."sender_worker_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
    IF OLD."response_seconds" IS NOT NULL THEN
      UPDATE "response_stats_daily"
         SET "bins"[response_bin(OLD."response_seconds")] = "bins"[response_bin(OLD."response_seconds")] - 1
       WHERE "worker_id" = OLD."sender_worker_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
    END IF;
  END IF;
  IF OLD."receiver_worker_id" IS NOT NULL THEN
    UPDATE "message_stats" SET "received_count" = "received_count" - 1
     WHERE "worker_id" = OLD."receiver_worker_id" AND "bucket" = stats_bucket(OLD."created_at");
    UPDATE "message_stats_daily" SET "received_count" = "received_count" - 1
     WHERE "worker_id" = OLD."receiver_worker_id" AND "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  RETURN NULL;
END $$;
