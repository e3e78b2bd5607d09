import { performance } from 'node:perf_hooks';

/** A statement's first keyword; `with ...`, transaction control, `set`, `copy` are 'other'. */
export type QueryKind = 'select' | 'insert' | 'update' | 'delete' | 'other';
/** Told of every query the app runs through the database: its kind and its seconds. */
export type QueryObserver = (kind: QueryKind, seconds: number) => void;

const KINDS = ['select', 'insert', 'update', 'delete'] as const;

/** The kind of a statement from its first word, compared in place (no copy of the text). */
export function queryKind(text: string): QueryKind {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 32) start += 1;
  // All four keywords have six letters; a seventh letter makes another word (`selective`).
  if (isWordCharacter(text.charCodeAt(start + 6))) return 'other';
  for (const kind of KINDS) {
    let n = 0;
    // `| 32` lowercases an ASCII letter: SELECT and select alike.
    while (n < 6 && (text.charCodeAt(start + n) | 32) === kind.charCodeAt(n)) n += 1;
    if (n === 6) return kind;
  }
  return 'other';
}

/** A letter, digit or underscore (NaN past the text's end is none). */
function isWordCharacter(code: number): boolean {
  const lower = code | 32;
  return (lower >= 97 && lower <= 122) || (code >= 48 && code <= 57) || code === 95;
}

/**
 * The observers of one database's queries. The drivers' wrappers ask `observed` first: without an
 * observer (METRICS=off) a query runs exactly as before, with no timing at all.
 */
export class QueryTiming {
  private observers: QueryObserver[] = [];

  get observed(): boolean {
    return this.observers.length > 0;
  }

  /** Adds an observer; answers its removal. */
  add(observer: QueryObserver): () => void {
    this.observers = [...this.observers, observer];
    return () => {
      this.observers = this.observers.filter((kept) => kept !== observer);
    };
  }

  /** A query of `text` that started at `started` (performance.now()) has ended, well or not. */
  record(text: string, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    const kind = queryKind(text);
    for (const observer of this.observers) observer(kind, seconds);
  }

  /** Settles as `pending` does, recording the query when it has. */
  async time<T>(text: string, started: number, pending: Promise<T>): Promise<T> {
    try {
      return await pending;
    } finally {
      this.record(text, started);
    }
  }
}
