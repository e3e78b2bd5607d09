CREATE TABLE "message_stats" (
	"worker_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "message_stats_worker_id_bucket_pk" PRIMARY KEY("worker_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "message_stats_daily" (
	"worker_id" integer NOT NULL,
	"day" date NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"received_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_stats_daily_worker_id_day_pk" PRIMARY KEY("worker_id","day")
);
--> statement-breakpoint
CREATE TABLE "response_times" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"room_id" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"seconds" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_stats" ADD CONSTRAINT "message_stats_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_stats_daily" ADD CONSTRAINT "message_stats_daily_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_times" ADD CONSTRAINT "response_times_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_times" ADD CONSTRAINT "response_times_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_stats_bucket_idx" ON "message_stats" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "message_stats_daily_day_idx" ON "message_stats_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "response_times_worker_idx" ON "response_times" USING btree ("worker_id","answered_at");--> statement-breakpoint
CREATE INDEX "response_times_answered_idx" ON "response_times" USING btree ("answered_at");--> statement-breakpoint
-- The quarter hour (UTC) a message counts in: every zone's offset is a multiple of 15 minutes.
CREATE FUNCTION "stats_bucket"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;--> statement-breakpoint
-- Keeps message_stats (quarter hours), message_stats_daily (UTC days) and response_times with
-- every message (notifications, kind N, are not chat and count nowhere). A worker's answer to a
-- waiting real user records the wait: from the user's first message since the moderator side
-- last wrote in the room to the answer (in time order, ties by id). rebuild_message_stats()
-- below computes the same from scratch; the tests hold them equal.
CREATE FUNCTION "message_stats_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m "messages";
  step integer;
  last_at timestamptz;
  last_id bigint;
  wait_start timestamptz;
BEGIN
  IF TG_OP = 'INSERT' THEN m := NEW; step := 1; ELSE m := OLD; step := -1; END IF;
  IF m."message_type" = 'N' THEN RETURN NULL; END IF;
  IF m."sender_worker_id" IS NOT NULL THEN
    INSERT INTO "message_stats" AS s ("worker_id", "bucket", "sent_count", "last_sent_at")
    VALUES (m."sender_worker_id", stats_bucket(m."created_at"), step,
            CASE WHEN step = 1 THEN m."created_at" END)
    ON CONFLICT ("worker_id", "bucket") DO UPDATE SET
      "sent_count" = s."sent_count" + step,
      "last_sent_at" = greatest(s."last_sent_at", EXCLUDED."last_sent_at");
    INSERT INTO "message_stats_daily" AS d ("worker_id", "day", "sent_count")
    VALUES (m."sender_worker_id", (m."created_at" AT TIME ZONE 'UTC')::date, step)
    ON CONFLICT ("worker_id", "day") DO UPDATE SET "sent_count" = d."sent_count" + step;
    IF step = 1 THEN
      -- Two lookups, each an index range (a row comparison alone would not bound the scan).
      SELECT p."created_at", p."id" INTO last_at, last_id
        FROM "messages" p
       WHERE p."room_id" = m."room_id" AND p."created_at" <= m."created_at"
         AND (p."created_at", p."id") < (m."created_at", m."id")
         AND p."sender_id" = m."sender_id" AND p."message_type" <> 'N'
       ORDER BY p."created_at" DESC, p."id" DESC LIMIT 1;
      SELECT min(u."created_at") INTO wait_start
        FROM "messages" u
       WHERE u."room_id" = m."room_id" AND u."created_at" <= m."created_at"
         AND u."created_at" >= coalesce(last_at, '-infinity')
         AND (u."created_at", u."id") < (m."created_at", m."id")
         AND (last_at IS NULL OR (u."created_at", u."id") > (last_at, last_id))
         AND u."sender_id" = m."recipient_id" AND u."message_type" <> 'N';
      IF wait_start IS NOT NULL THEN
        INSERT INTO "response_times" ("worker_id", "room_id", "answered_at", "seconds")
        VALUES (m."sender_worker_id", m."room_id", m."created_at",
                extract(epoch FROM m."created_at" - wait_start));
      END IF;
    END IF;
  END IF;
  IF m."receiver_worker_id" IS NOT NULL THEN
    INSERT INTO "message_stats" AS s ("worker_id", "bucket", "received_count")
    VALUES (m."receiver_worker_id", stats_bucket(m."created_at"), step)
    ON CONFLICT ("worker_id", "bucket") DO UPDATE SET
      "received_count" = s."received_count" + step;
    INSERT INTO "message_stats_daily" AS d ("worker_id", "day", "received_count")
    VALUES (m."receiver_worker_id", (m."created_at" AT TIME ZONE 'UTC')::date, step)
    ON CONFLICT ("worker_id", "day") DO UPDATE SET "received_count" = d."received_count" + step;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "message_stats" AFTER INSERT OR DELETE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "message_stats_trigger"();--> statement-breakpoint
-- The roll-up from scratch: for existing messages now, and after a bulk load that ran with
-- triggers off (npm run seed -- --messages N).
CREATE FUNCTION "rebuild_message_stats"() RETURNS void LANGUAGE sql AS $$
  TRUNCATE "message_stats", "message_stats_daily", "response_times";
  INSERT INTO "message_stats" ("worker_id", "bucket", "sent_count", "received_count", "last_sent_at")
  SELECT "worker_id", "bucket", sum(sent)::integer, sum(received)::integer, max(last_sent)
    FROM (
      SELECT "sender_worker_id" AS "worker_id", stats_bucket("created_at") AS "bucket",
             count(*) AS sent, 0 AS received, max("created_at") AS last_sent
        FROM "messages" WHERE "sender_worker_id" IS NOT NULL AND "message_type" <> 'N'
       GROUP BY 1, 2
      UNION ALL
      SELECT "receiver_worker_id", stats_bucket("created_at"), 0, count(*), NULL
        FROM "messages" WHERE "receiver_worker_id" IS NOT NULL AND "message_type" <> 'N'
       GROUP BY 1, 2
    ) counted
   GROUP BY 1, 2;
  INSERT INTO "message_stats_daily" ("worker_id", "day", "sent_count", "received_count")
  SELECT "worker_id", ("bucket" AT TIME ZONE 'UTC')::date, sum("sent_count"), sum("received_count")
    FROM "message_stats" GROUP BY 1, 2;
  -- A room's messages in time order; `answers` numbers the moderator side's messages, so a real
  -- user's messages between answer k-1 and answer k share answers = k-1.
  WITH numbered AS (
    SELECT m."id", m."room_id", m."created_at", m."sender_worker_id",
           m."sender_id" = r."moderator_id" AS from_moderator,
           count(*) FILTER (WHERE m."sender_id" = r."moderator_id")
             OVER (PARTITION BY m."room_id" ORDER BY m."created_at", m."id") AS answers
      FROM "messages" m JOIN "rooms" r ON r."id" = m."room_id"
     WHERE m."message_type" <> 'N'
  ), waits AS (
    SELECT "room_id", "answers", min("created_at") AS started
      FROM numbered WHERE NOT from_moderator GROUP BY 1, 2
  )
  INSERT INTO "response_times" ("worker_id", "room_id", "answered_at", "seconds")
  SELECT n."sender_worker_id", n."room_id", n."created_at", extract(epoch FROM n."created_at" - w.started)
    FROM numbered n JOIN waits w ON w."room_id" = n."room_id" AND w."answers" = n."answers" - 1
   WHERE n.from_moderator AND n."sender_worker_id" IS NOT NULL;
$$;--> statement-breakpoint
SELECT rebuild_message_stats();
