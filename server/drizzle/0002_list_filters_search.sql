-- Trigram search for the people lists (PGlite loads the extension; PostgreSQL needs contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "real_users_gender_idx" ON "users" USING btree ("gender") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_online_idx" ON "users" USING btree ("is_online") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_age_idx" ON "users" USING btree ("age") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "real_users_country_idx" ON "users" USING btree ("country_code") WHERE "users"."role" is null and "users"."is_moderator" = false;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("email" || ' ' || coalesce("display_name", '') || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);