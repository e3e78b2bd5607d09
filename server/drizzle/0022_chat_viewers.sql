CREATE TABLE "chat_viewers" (
	"id" text PRIMARY KEY NOT NULL,
	"room_id" text NOT NULL,
	"staff_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_viewers" ADD CONSTRAINT "chat_viewers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_viewers_room_idx" ON "chat_viewers" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chat_viewers_seen_idx" ON "chat_viewers" USING btree ("seen_at");