CREATE TABLE "response_stats_daily" (
	"worker_id" integer NOT NULL,
	"day" date NOT NULL,
	"bins" integer[] NOT NULL,
	CONSTRAINT "response_stats_daily_worker_id_day_pk" PRIMARY KEY("worker_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_watermark" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "response_seconds" double precision;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "response_stats_daily" ADD CONSTRAINT "response_stats_daily_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP TABLE "response_times";--> statement-breakpoint
-- chat_send (migration 0007) also records answers' waiting times and the rooms' open waits.
CREATE OR REPLACE FUNCTION "chat_send"(
  p_room_id text, p_from_user boolean, p_worker_id integer, p_kind text, p_content text,
  p_url text, p_gift json, p_request_id integer, p_client_id text, p_now timestamptz,
  p_serialize boolean
) RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  room record;
  stored "messages";
  sender integer;
  queue_changed boolean := false;
  event json;
BEGIN
  -- On PostgreSQL concurrent sends would commit out of id order; the lock orders them.
  IF p_serialize THEN PERFORM pg_advisory_xact_lock(1667785076); END IF;
  SELECT r."id", r."user_id", r."moderator_id", r."waiting_since", m."worker_id" AS moderator_worker_id,
         CASE WHEN q."is_assigned" AND q."cleared_at" > p_now THEN q."worker_id" END AS holder_id
    INTO room
    FROM "rooms" r
    JOIN "users" m ON m."id" = r."moderator_id"
    LEFT JOIN "chat_queue" q ON q."room_id" = r."id"
   WHERE r."id" = p_room_id;
  IF NOT FOUND THEN RETURN json_build_object('missing', true); END IF;
  sender := CASE WHEN p_from_user THEN room."user_id" ELSE room."moderator_id" END;
  IF p_client_id IS NOT NULL THEN
    SELECT * INTO stored FROM "messages" WHERE "sender_id" = sender AND "client_id" = p_client_id;
    IF FOUND THEN RETURN json_build_object('repeated', row_to_json(stored)); END IF;
  END IF;
  INSERT INTO "messages" (
    "room_id", "sender_id", "recipient_id", "content", "message_type", "url", "gift_id",
    "private_photo_request_id", "client_id", "sender_worker_id", "receiver_worker_id", "created_at",
    "response_seconds"
  ) VALUES (
    room."id", sender,
    CASE WHEN p_from_user THEN room."moderator_id" ELSE room."user_id" END,
    p_content, p_kind, p_url, (p_gift ->> 'id')::integer, p_request_id, p_client_id,
    CASE WHEN p_from_user THEN NULL ELSE p_worker_id END,
    CASE WHEN p_from_user THEN coalesce(room.holder_id, room.moderator_worker_id) END,
    p_now,
    CASE WHEN NOT p_from_user AND p_kind <> 'N' AND p_worker_id IS NOT NULL
         THEN extract(epoch FROM p_now - room."waiting_since") END
  ) RETURNING * INTO stored;
  -- A real user's message starts a wait unless one is open; the moderator side's ends it.
  UPDATE "rooms" SET "last_message_at" = p_now,
    "waiting_since" = CASE WHEN p_kind = 'N' THEN "waiting_since"
                           WHEN p_from_user THEN coalesce("waiting_since", p_now) END
  WHERE "id" = room."id";
  IF p_kind <> 'N' AND p_from_user THEN
    INSERT INTO "chat_queue" ("room_id", "moderator_id", "user_id", "created_at", "updated_at")
    VALUES (room."id", room."moderator_id", room."user_id", p_now, p_now)
    ON CONFLICT ("room_id") DO UPDATE SET "updated_at" = p_now
    RETURNING xmax = 0 INTO queue_changed;
  ELSIF p_kind <> 'N' THEN
    DELETE FROM "chat_queue" WHERE "room_id" = room."id";
    queue_changed := FOUND;
  END IF;
  -- What publishQueueChanged (server/src/queue/service.ts) tells queueChanged subscribers.
  IF queue_changed THEN
    PERFORM pg_notify('queue_changed',
      (SELECT count(*) FROM "chat_queue" WHERE NOT "is_assigned")::text);
  END IF;
  event := json_build_object(
    'message', row_to_json(stored),
    'audience', json_build_object(
      'userId', room."user_id",
      'moderatorId', room."moderator_id",
      'workerIds', (
        SELECT coalesce(json_agg(DISTINCT w), '[]'::json)
          FROM unnest(ARRAY[
            CASE WHEN p_from_user THEN NULL ELSE p_worker_id END,
            room.holder_id, room.moderator_worker_id
          ]) AS w
         WHERE w IS NOT NULL
      )
    ),
    'gift', p_gift,
    'requestStatus', CASE WHEN p_request_id IS NULL THEN NULL ELSE 'P' END
  );
  PERFORM pg_notify('chat_message', event::text);
  RETURN json_build_object('event', event);
END $$;--> statement-breakpoint
--> statement-breakpoint
-- Statistics, folded: a send writes nothing for them but its message's response_seconds (and the
-- room's waiting_since, in the update it makes anyway). fold_message_stats(), run every second
-- by each server instance, adds the messages above the watermark to the roll-ups in one batch;
-- the statistics queries read the roll-ups up to the watermark and the few messages above it.
INSERT INTO "stats_watermark" ("id", "last_id") VALUES (1, 0);--> statement-breakpoint
DROP TRIGGER "message_stats" ON "messages";--> statement-breakpoint
-- The histogram bin (1-based) of a waiting time: bins grow by 5 %, the last holds the rest.
CREATE FUNCTION "response_bin"(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT least(301, 1 + greatest(0, floor(ln(greatest(seconds, 1)) / ln(1.05)))::integer)
$$;--> statement-breakpoint
CREATE FUNCTION "response_bins"(seconds double precision[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(c.n, 0) ORDER BY b.i)
    FROM generate_series(1, 301) AS b(i)
    LEFT JOIN (SELECT response_bin(s) AS bin, count(*)::integer AS n FROM unnest(seconds) AS s GROUP BY 1) c
      ON c.bin = b.i
$$;--> statement-breakpoint
CREATE FUNCTION "add_bins"(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;--> statement-breakpoint
-- Adds the messages with from_id < id <= to_id to the roll-ups.
CREATE FUNCTION "fold_message_range"(from_id bigint, to_id bigint) RETURNS void LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
CREATE FUNCTION "fold_message_stats"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  from_id bigint;
  to_id bigint;
BEGIN
  -- No send is in flight while this is held (chat_send takes it), so every id up to the
  -- largest is committed: none can appear below the watermark later.
  PERFORM pg_advisory_xact_lock(1667785076);
  SELECT "last_id" INTO from_id FROM "stats_watermark" WHERE "id" = 1 FOR UPDATE;
  from_id := coalesce(from_id, 0);
  SELECT coalesce(max("id"), 0) INTO to_id FROM "messages";
  IF to_id <= from_id THEN RETURN 0; END IF;
  PERFORM fold_message_range(from_id, to_id);
  INSERT INTO "stats_watermark" ("id", "last_id") VALUES (1, to_id)
  ON CONFLICT ("id") DO UPDATE SET "last_id" = EXCLUDED."last_id";
  RETURN to_id - from_id;
END $$;--> statement-breakpoint
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
END $$;--> statement-breakpoint
CREATE TRIGGER "message_stats" AFTER DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "message_stats_trigger"();--> statement-breakpoint
-- Everything from the messages alone: the answers' waiting times (a real user's first message
-- since the moderator side last wrote, to the moderator side's next message, in time order, ties
-- by id), the rooms' open waits, and the roll-ups. For existing data now, and after loads that
-- bypass chat_send (the demo seed, npm run seed -- --messages N).
CREATE OR REPLACE FUNCTION "rebuild_message_stats"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  to_id bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(1667785076);
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
END $$;--> statement-breakpoint
SELECT rebuild_message_stats();
