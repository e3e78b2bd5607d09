import { ApiError } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ErrorDescription {
  header: string;
  messages: string[];
}

/** The server's own messages: `{ errors: [...] }`, `{ detail }` or `{ field: [messages] }`. */
export function serverMessages(body: unknown): string[] {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body ? [body] : [];
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.errors)) return record.errors.map(String);
  if (typeof record.detail === 'string') return [record.detail];
  return Object.entries(record).flatMap(([field, value]) =>
    Array.isArray(value) ? value.map((message) => `${field}: ${message}`) : [],
  );
}

/** The request id the reference server puts in every error body, for staff to quote to support. */
function requestIdOf(body: unknown): string | undefined {
  const id = (body as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' && id ? id : undefined;
}

/** Maps any failure to the spec's error box (section 8). */
export function describeError(
  error: unknown,
  translate: Translate,
  header = translate('app.errors.default_header'),
): ErrorDescription {
  // react-admin's HttpError (from the data provider) carries the same status and body.
  const status = (error as { status?: unknown } | null)?.status;
  if (!(error instanceof ApiError) && typeof status === 'number' && status > 0) {
    error = new ApiError(status, (error as { body?: unknown }).body);
  }
  if (error instanceof ApiError) {
    if (error.status === 401) return { header, messages: [translate('app.errors.unauthorized')] };
    if (error.status === 200)
      return { header, messages: [translate('app.errors.unexpected_response')] };
    const messages = serverMessages(error.body);
    if (error.status === 400 && messages.length) return { header, messages };
    const requestId = requestIdOf(error.body);
    return {
      header,
      messages: [
        translate('app.errors.unknown_status', { status: error.status }),
        ...messages,
        ...(requestId ? [translate('app.errors.reference', { id: requestId })] : []),
      ],
    };
  }
  return { header, messages: [error instanceof Error ? error.message : String(error)] };
}
