-- The histogram bin (1-based) of a waiting time: bins grow by 5 %, the last holds the rest.
-- responseBin (server/src/statistics/queries.ts) is the same formula, for the answers not folded yet.
CREATE OR REPLACE FUNCTION "response_bin"(seconds double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT least(301, 1 + greatest(0, floor(ln(greatest(seconds, 1)) / ln(1.05)))::integer)
$$;
