-- The histogram (600 bins, see response_bin) of a set of waiting times.
CREATE OR REPLACE FUNCTION "response_bins"(seconds double precision[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(coalesce(c.n, 0) ORDER BY b.i)
    FROM generate_series(1, 600) AS b(i)
    LEFT JOIN (SELECT response_bin(s) AS bin, count(*)::integer AS n FROM unnest(seconds) AS s GROUP BY 1) c
      ON c.bin = b.i
$$;
