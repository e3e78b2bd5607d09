ALTER TABLE "messages" ADD COLUMN "client_id" text;--> statement-breakpoint
-- One queue entry per chat from now on: keep the oldest of any duplicates.
DELETE FROM "chat_queue" a USING "chat_queue" b WHERE a."room_id" = b."room_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "chat_queue_room_idx" ON "chat_queue" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "messages_room_seq_idx" ON "messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_idx" ON "messages" USING btree ("sender_id","client_id") WHERE "messages"."client_id" is not null;