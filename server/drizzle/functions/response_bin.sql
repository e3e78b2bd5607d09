-- The histogram bin (1-based) of a waiting time: 0.1 s wide below 4 s (bins 1-40), then growing by
-- 2.5 % (bins 41-599), the last (600) holding the rest, so any point of a bin is within 0.1 s or
-- 2.5 % of any other. responseBin (server/src/statistics/queries.ts) is the same formula, for the
-- answers not folded yet.
CREATE OR REPLACE FUNCTION "response_bin"(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN seconds < 4 THEN 1 + floor(greatest(seconds, 0) / 0.1::float8)::integer
              ELSE least(600, 41 + floor(ln(seconds / 4) / ln(1.025::float8))::integer) END
$$;
