import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached read to a slow list. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; a prepared statement on PGlite answers in a tenth of a millisecond. */
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, ...LATENCY_BUCKETS];

/** Distinct GraphQL operation names kept as labels; later ones count as 'other'. */
export const OPERATION_LABELS = 100;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What a scrape reads from the database (one query) and the process. */
export interface Sampled {
  queueLength: number;
  /** Seconds the oldest unassigned chat has waited; 0 with none waiting. */
  oldestWaitingSeconds: number;
  /** Seconds between the oldest message the statistics have not folded in yet and now. */
  foldLagSeconds: number;
  foldLagMessages: number;
}

/**
 * One app's figures in its own registry: tests build several apps in one process, and each
 * instance of a deployment answers for itself (Prometheus sums them).
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly http: Histogram<'method' | 'route' | 'status'>;
  readonly graphql: Histogram<'operation' | 'outcome' | 'transport'>;
  readonly subscriptionsStarted: Counter<'operation'>;
  readonly messagesSent: Counter<'kind'>;
  readonly deliveryLag: Histogram;
  readonly sockets: Gauge;
  readonly subscriptions: Gauge;
  readonly queueLength: Gauge;
  readonly queueOldest: Gauge;
  readonly foldLag: Gauge;
  readonly foldLagMessages: Gauge;
  readonly scrapeQuery: Histogram;
  readonly dbQueries: Histogram<'kind'>;
  readonly dbPool: Gauge<'state'>;
  private readonly operationNames = new Set<string>();
  /** The system page's own event-loop reading (the default metrics reset theirs on a scrape). */
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 10 });
  private socketSource: () => { sockets: number; subscriptions: number } = () => ({
    sockets: 0,
    subscriptions: 0,
  });

  constructor() {
    this.loopDelay.enable();
    const source = () => this.socketSource();
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern (never the raw URL), method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.graphql = new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: `GraphQL queries and mutations by operation name (the first ${OPERATION_LABELS} names seen; then 'other'), outcome (ok, error, refused) and transport (http; ws: over a subscription socket)`,
      labelNames: ['operation', 'outcome', 'transport'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.subscriptionsStarted = new Counter({
      name: 'graphql_ws_subscriptions_started_total',
      help: 'Subscriptions started over subscription sockets, by operation name (as for graphql_operation_duration_seconds)',
      labelNames: ['operation'],
      registers,
    });
    this.messagesSent = new Counter({
      name: 'chat_messages_sent_total',
      help: 'Chat messages sent through this instance, by kind (C text, G gift, I image, P photo request, GL location, ...)',
      labelNames: ['kind'],
      registers,
    });
    this.deliveryLag = new Histogram({
      name: 'chat_delivery_lag_seconds',
      help: "From a message's creation to its publish to this instance's subscribers",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.sockets = new Gauge({
      name: 'graphql_ws_sockets',
      help: 'Open, authenticated subscription sockets',
      registers,
      collect() {
        this.set(source().sockets);
      },
    });
    this.subscriptions = new Gauge({
      name: 'graphql_ws_subscriptions',
      help: 'Running subscriptions over those sockets',
      registers,
      collect() {
        this.set(source().subscriptions);
      },
    });
    this.queueLength = new Gauge({
      name: 'chat_queue_length',
      help: 'Chats waiting in the queue (not taken)',
      registers,
    });
    this.queueOldest = new Gauge({
      name: 'chat_queue_oldest_waiting_seconds',
      help: 'How long the oldest waiting chat has waited (0 with none)',
      registers,
    });
    this.foldLag = new Gauge({
      name: 'statistics_fold_lag_seconds',
      help: 'Age of the oldest message the statistics have not folded in yet (0 when caught up)',
      registers,
    });
    this.foldLagMessages = new Gauge({
      name: 'statistics_fold_lag_messages',
      help: 'Messages the statistics have not folded in yet',
      registers,
    });
    this.scrapeQuery = new Histogram({
      name: 'db_scrape_query_duration_seconds',
      help: "The scrape's own database query: a round trip through the same pool as every request",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.dbQueries = new Histogram({
      name: 'db_query_duration_seconds',
      help: "Every query the app runs through the database, by its statement's first keyword (select, insert, update, delete; other)",
      labelNames: ['kind'],
      buckets: QUERY_BUCKETS,
      registers,
    });
    this.dbPool = new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
      labelNames: ['state'],
      registers,
    });
  }

  /** Where the socket gauges read from (the GraphQL plugin's socket sessions). */
  watchSockets(source: () => { sockets: number; subscriptions: number }) {
    this.socketSource = source;
  }

  openSockets(): number {
    return this.socketSource().sockets;
  }

  openSubscriptions(): number {
    return this.socketSource().subscriptions;
  }

  /** The event loop's p99 delay since the last call, ms. */
  takeLoopDelayMs(): number {
    const p99 = this.loopDelay.percentile(99) / 1e6;
    this.loopDelay.reset();
    return Number.isFinite(p99) ? p99 : 0;
  }

  dispose() {
    this.loopDelay.disable();
  }

  /** The label of an operation name: a bounded set, whatever clients send. */
  operationLabel(name: string | undefined, executed: boolean): string {
    if (name === undefined) return 'anonymous';
    if (this.operationNames.has(name)) return name;
    // Only a name that named an operation of a document that ran becomes a label.
    if (executed && OPERATION_NAME.test(name) && this.operationNames.size < OPERATION_LABELS) {
      this.operationNames.add(name);
      return name;
    }
    return 'other';
  }

  record(sampled: Sampled) {
    this.queueLength.set(sampled.queueLength);
    this.queueOldest.set(sampled.oldestWaitingSeconds);
    this.foldLag.set(sampled.foldLagSeconds);
    this.foldLagMessages.set(sampled.foldLagMessages);
  }
}
