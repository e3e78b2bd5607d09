-- The function's live definition: server/drizzle/functions/posts_changed_trigger.sql.
CREATE OR REPLACE FUNCTION "posts_changed_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  kind text;
  target integer;
  owner integer;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME IN ('stories', 'moments') THEN
    owner := (changed ->> 'user_id')::integer;
  ELSE
    kind := changed ->> 'target_type';
    target := (changed ->> 'target_id')::integer;
    IF kind = 'comment' THEN
      SELECT c."target_type", c."target_id" INTO kind, target FROM "comments" c WHERE c."id" = target;
    END IF;
    IF kind = 'story' THEN
      SELECT s."user_id" INTO owner FROM "stories" s WHERE s."id" = target;
    ELSIF kind = 'moment' THEN
      SELECT m."user_id" INTO owner FROM "moments" m WHERE m."id" = target;
    END IF;
  END IF;
  IF owner IS NOT NULL THEN
    PERFORM pg_notify('posts_changed', owner::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "stories_posts_changed" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  FOR EACH ROW EXECUTE FUNCTION "posts_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "moments_posts_changed" AFTER INSERT OR UPDATE OR DELETE ON "moments"
  FOR EACH ROW EXECUTE FUNCTION "posts_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "likes_posts_changed" AFTER INSERT OR UPDATE OR DELETE ON "likes"
  FOR EACH ROW EXECUTE FUNCTION "posts_changed_trigger"();--> statement-breakpoint
CREATE TRIGGER "comments_posts_changed" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "posts_changed_trigger"();
