-- The quarter hour (UTC) a message counts in: every zone's offset is a multiple of 15 minutes.
CREATE OR REPLACE FUNCTION "stats_bucket"(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;
