/** Statuses a refusal may carry, with the GraphQL `extensions.code` each one becomes. */
export const REFUSAL_CODES = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
} as const;
export type RefusalStatus = keyof typeof REFUSAL_CODES;

/**
 * The spec's error bodies: `{ errors: [...] }` or `{ field: [messages] }` (400), `{ detail }`
 * (401, 403, 404, 413, 415, 429).
 */
export type RefusalBody = { errors: string[] } | { detail: string } | Record<string, string[]>;

function messagesOf(body: RefusalBody): string[] {
  if ('detail' in body && typeof body.detail === 'string') return [body.detail];
  return Object.values(body as Record<string, string[]>).flat();
}

/**
 * A request refused on purpose: its text is for the caller. REST answers `status` with `body`;
 * GraphQL answers `extensions.code` plus, unless the body is a `detail`, the `errors` list.
 */
export class Refusal extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly body: RefusalBody,
  ) {
    super(messagesOf(body).join(' '));
  }

  static errors(status: RefusalStatus, errors: string[]) {
    return new Refusal(status, { errors });
  }

  static detail(status: RefusalStatus, detail: string) {
    return new Refusal(status, { detail });
  }

  static fields(fields: Record<string, string[]>) {
    return new Refusal(400, fields);
  }

  /** Read by graphql-js when it wraps the error thrown by a resolver. */
  get extensions(): { code: string; errors?: string[] } {
    const code = REFUSAL_CODES[this.status];
    return 'detail' in this.body ? { code } : { code, errors: messagesOf(this.body) };
  }
}

/** PostgreSQL's error fields, as both node-postgres and PGlite report them. */
interface PgError {
  code: string;
  message: string;
  column?: string;
  detail?: string;
}

function pgErrorIn(error: unknown): PgError | null {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const candidate = cause as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as PgError;
    }
    cause = candidate.cause;
  }
  return null;
}

/** The column a constraint failure names (`Key (email)=(...)`), never the value. */
function columnOf(error: PgError): string | null {
  return error.column ?? error.detail?.match(/^Key \(([a-z_][a-z0-9_]*)\)=/)?.[1] ?? null;
}

/**
 * A database failure that is the caller's fault, as a refusal (validation should have caught it;
 * this is the net below it). Anything else stays unexpected.
 */
function databaseRefusal(error: unknown): Refusal | null {
  const pg = pgErrorIn(error);
  if (!pg) return null;
  const column = columnOf(pg);
  switch (pg.code) {
    case '23505':
      return column
        ? Refusal.fields({ [column]: ['This value is already in use.'] })
        : Refusal.errors(409, ['This record already exists.']);
    case '23503':
      return pg.message.startsWith('update or delete')
        ? Refusal.errors(409, ['This record is still in use.'])
        : Refusal.errors(400, ['A referenced record does not exist.']);
    case '23502':
      return Refusal.errors(400, ['A required value is missing.']);
    case '23514':
    case '22003':
    case '22008':
      return Refusal.errors(400, ['A value is out of range.']);
    case '22001':
      return Refusal.errors(400, ['A text is too long.']);
    case '22P02':
    case '22007':
      return Refusal.errors(400, ['A value has the wrong format.']);
    case '22021':
    case '22P05':
      return Refusal.errors(400, ['A text contains a character that is not allowed.']);
    default:
      return null;
  }
}

/** The refusal an error stands for: itself, or a database failure that is the caller's fault. */
export function asRefusal(error: unknown): Refusal | null {
  return error instanceof Refusal ? error : databaseRefusal(error);
}

export const INTERNAL_ERROR = 'Internal server error.';
