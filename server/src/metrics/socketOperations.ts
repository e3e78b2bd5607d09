import { performance } from 'node:perf_hooks';
import { type ExecutionArgs, getOperationAST } from 'graphql';
import type { AppMetrics } from './registry.js';

/**
 * Times the queries and mutations sent over a subscription socket (graphql-ws) into
 * `graphql_operation_duration_seconds{transport="ws"}`: from the subscribe message to the end of
 * the execution (the session check, the budget, validation and the resolvers; not the write of
 * the answer). A subscription is not timed (its lifetime is no latency): its start is counted.
 */
export class SocketOperations {
  /** When each operation's subscribe message arrived, by its execution arguments. */
  private readonly started = new WeakMap<ExecutionArgs, number>();

  constructor(private readonly metrics: AppMetrics) {}

  /** The subscribe message arrived: answers the time to pass to `refused` or `prepared`. */
  arrived(): number {
    return performance.now();
  }

  /** Refused before it ran (the session, the budget, a parse or validation error). */
  refused(name: string | null | undefined, started: number) {
    this.observe(this.metrics.operationLabel(name ?? undefined, false), 'refused', started);
  }

  /** Accepted: it runs with these arguments. */
  prepared(args: ExecutionArgs, started: number) {
    this.started.set(args, started);
  }

  /** It ran: `result` is a query's or mutation's answer, or a subscription's stream. */
  ran(args: ExecutionArgs, result: unknown) {
    const started = this.started.get(args);
    if (started === undefined) return;
    const operation = getOperationAST(args.document, args.operationName);
    const name = this.metrics.operationLabel(operation?.name?.value, true);
    if (operation?.operation === 'subscription') {
      if (isStream(result)) this.metrics.subscriptionsStarted.inc({ operation: name });
      return;
    }
    const failed = (result as { errors?: readonly unknown[] } | null)?.errors?.length;
    this.observe(name, failed ? 'error' : 'ok', started);
  }

  private observe(operation: string, outcome: 'ok' | 'error' | 'refused', started: number) {
    this.metrics.graphql.observe(
      { operation, outcome, transport: 'ws' },
      (performance.now() - started) / 1000,
    );
  }
}

const isStream = (result: unknown) =>
  typeof result === 'object' && result !== null && Symbol.asyncIterator in result;
