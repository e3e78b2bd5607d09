-- Two histograms (see response_bins) added bin by bin.
CREATE OR REPLACE FUNCTION "add_bins"(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY AS u(x, y, i)
$$;
