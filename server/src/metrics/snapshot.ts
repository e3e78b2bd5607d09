import type { Histogram } from 'prom-client';
import type { SystemSnapshot } from '../../../contract/system.js';
import type { AppMetrics, Sampled } from './registry.js';

interface Totals {
  at: number;
  requests: Buckets;
  queries: Buckets;
  delivery: Buckets;
  messages: number;
}

/** A histogram's cumulative counts by upper bound, summed over its labels. */
type Buckets = Map<number, number>;

async function bucketsOf(histogram: Histogram<string>): Promise<Buckets> {
  const buckets: Buckets = new Map();
  for (const { metricName, labels, value } of (await histogram.get()).values) {
    if (!metricName?.endsWith('_bucket')) continue;
    const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + value);
  }
  return buckets;
}

const countOf = (buckets: Buckets) => buckets.get(Number.POSITIVE_INFINITY) ?? 0;

/**
 * The q-quantile of the observations between two readings of a histogram, interpolated inside
 * its bucket as Prometheus' histogram_quantile does; null without observations.
 */
export function quantileBetween(before: Buckets, after: Buckets, q: number): number | null {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const delta = (le: number) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const total = delta(Number.POSITIVE_INFINITY);
  if (total <= 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const le of bounds) {
    const count = delta(le);
    if (count >= rank) {
      if (le === Number.POSITIVE_INFINITY) return lower;
      return lower + ((le - lower) * (rank - below)) / Math.max(count - below, 1e-9);
    }
    lower = le;
    below = count;
  }
  return lower;
}

const KEEP_MS = 120_000;
/** A window shorter than this takes an older baseline: rates over a few ms mean nothing. */
const MIN_WINDOW_MS = 4_000;

/** Rates over the last poll's window: readings kept for two minutes, the first one at zero. */
export class Snapshots {
  private readonly readings: Totals[];

  constructor(
    private readonly metrics: AppMetrics,
    now: number,
  ) {
    this.readings = [
      { at: now, requests: new Map(), queries: new Map(), delivery: new Map(), messages: 0 },
    ];
  }

  private async totals(at: number): Promise<Totals> {
    const counter = await this.metrics.messagesSent.get();
    return {
      at,
      requests: await bucketsOf(this.metrics.http),
      queries: await bucketsOf(this.metrics.dbQueries),
      delivery: await bucketsOf(this.metrics.deliveryLag),
      messages: counter.values.reduce((sum, { value }) => sum + value, 0),
    };
  }

  async take(now: Date, sampled: Sampled): Promise<SystemSnapshot> {
    const current = await this.totals(now.getTime());
    const baseline =
      [...this.readings].reverse().find((reading) => current.at - reading.at >= MIN_WINDOW_MS) ??
      this.readings[0];
    const last = this.readings[this.readings.length - 1];
    if (current.at - last.at >= 1000) this.readings.push(current);
    while (this.readings.length > 1 && current.at - this.readings[1].at > KEEP_MS) {
      this.readings.shift();
    }
    const seconds = Math.max((current.at - baseline.at) / 1000, 0.001);
    const requestsP95 = quantileBetween(baseline.requests, current.requests, 0.95);
    const deliveryP95 = quantileBetween(baseline.delivery, current.delivery, 0.95);
    const queriesP95 = quantileBetween(baseline.queries, current.queries, 0.95);
    const memory = process.memoryUsage();
    return {
      at: now.toISOString(),
      windowSeconds: Math.round(seconds * 10) / 10,
      requestsPerSecond: (countOf(current.requests) - countOf(baseline.requests)) / seconds,
      p95LatencyMs: requestsP95 === null ? null : requestsP95 * 1000,
      messagesPerSecond: (current.messages - baseline.messages) / seconds,
      dbQueryP95Ms: queriesP95 === null ? null : queriesP95 * 1000,
      dbQueriesPerSecond: (countOf(current.queries) - countOf(baseline.queries)) / seconds,
      deliveryLagP95Ms: deliveryP95 === null ? null : deliveryP95 * 1000,
      openSockets: this.metrics.openSockets(),
      subscriptions: this.metrics.openSubscriptions(),
      ...sampled,
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      eventLoopDelayMs: this.metrics.takeLoopDelayMs(),
    };
  }
}
