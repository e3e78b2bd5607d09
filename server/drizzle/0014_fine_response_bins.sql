-- The answer-time histograms get finer bins (response_bin.sql: 0.1 s up to 4 s, then 2.5 %), so
-- the roll-ups made with the old ones are dropped and the watermark reset: the next fold
-- (fold_message_stats.sql) adds every message again with the live functions.
TRUNCATE "message_stats", "message_stats_daily", "response_stats_daily";--> statement-breakpoint
DELETE FROM "stats_watermark";
