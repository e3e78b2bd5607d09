/**
 * `GET /api/system/` (super admins): this server instance's figures for the system page, polled
 * every 5 s. Rates and the latencies are over `windowSeconds` before `at` (the previous poll's
 * window, at least 4 s); the rest is the state at `at`. The full set, per route and operation, is
 * Prometheus' at `GET /metrics`.
 */
export interface SystemSnapshot {
  /** When it was taken, ISO. */
  at: string;
  windowSeconds: number;
  requestsPerSecond: number;
  /** p95 of the window's HTTP requests, ms; null without any. */
  p95LatencyMs: number | null;
  messagesPerSecond: number;
  /** p95 of the window's database queries (every query of this instance), ms; null without any. */
  dbQueryP95Ms: number | null;
  dbQueriesPerSecond: number;
  /** p95 of the window's delivery lag (a message's creation → its publish here), ms. */
  deliveryLagP95Ms: number | null;
  openSockets: number;
  subscriptions: number;
  queueLength: number;
  /** How long the oldest waiting chat has waited; 0 with none. */
  oldestWaitingSeconds: number;
  /** Age of the oldest message the statistics have not folded in yet; 0 when caught up. */
  foldLagSeconds: number;
  foldLagMessages: number;
  rssBytes: number;
  heapUsedBytes: number;
  /** The event loop's p99 delay since the previous snapshot, ms. */
  eventLoopDelayMs: number;
}
