CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"thumbnail" text,
	"kind" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_file_unique" UNIQUE("file")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "stock_images" ADD COLUMN "thumbnail" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moments_unpublished_idx" ON "moments" USING btree ("publish_at") WHERE "moments"."is_published" = false;--> statement-breakpoint
CREATE INDEX "stories_unpublished_idx" ON "stories" USING btree ("publish_at") WHERE "stories"."is_published" = false;--> statement-breakpoint
CREATE INDEX "moderators_sign_up_idx" ON "users" USING btree ("created_at","id") WHERE "users"."is_moderator" = true;