CREATE TABLE "chat_offer_readiness" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"ready_until" timestamp with time zone NOT NULL,
	"last_offer_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_queue" ADD COLUMN "offered_to" integer;--> statement-breakpoint
ALTER TABLE "chat_queue" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_queue" ADD COLUMN "declined_by" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_offer_readiness" ADD CONSTRAINT "chat_offer_readiness_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_queue" ADD CONSTRAINT "chat_queue_offered_to_users_id_fk" FOREIGN KEY ("offered_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_queue_offered_idx" ON "chat_queue" USING btree ("offered_to");