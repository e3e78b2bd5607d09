CREATE TABLE "briefing_reads" (
	"briefing_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefing_reads_briefing_id_worker_id_pk" PRIMARY KEY("briefing_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "briefings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "briefings_title_length" CHECK (char_length("briefings"."title") between 1 and 120),
	CONSTRAINT "briefings_body_length" CHECK (char_length("briefings"."body_html") between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "briefing_reads" ADD CONSTRAINT "briefing_reads_briefing_id_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_reads" ADD CONSTRAINT "briefing_reads_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefings" ADD CONSTRAINT "briefings_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "briefing_reads_worker_idx" ON "briefing_reads" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "briefings_created_idx" ON "briefings" USING btree ("created_at");