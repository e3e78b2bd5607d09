import { ApiError } from '../../../lib/api';
import { describeError, type ErrorDescription } from '../../../lib/errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The data provider throws react-admin's HttpError; describeError reads ApiError. */
function asApiError(error: unknown): unknown {
  const status = (error as { status?: number } | null)?.status;
  return status ? new ApiError(status, (error as { body?: unknown }).body) : error;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 0;

/** Block and unblock: any non-success answer is 'Unexpected API response' (spec section 8). */
export function blockError(error: unknown, translate: Translate): ErrorDescription {
  const status = statusOf(error);
  if (!status || status === 401) return describeError(asApiError(error), translate);
  return {
    header: translate('app.errors.default_header'),
    messages: [translate('app.errors.unexpected_response')],
  };
}

/** GET /api/user/{id}/: 404 is 'Given user is not found'; another failure is unexpected. */
export function loadError(error: unknown, translate: Translate): ErrorDescription {
  if (statusOf(error) === 404)
    return {
      header: translate('app.errors.default_header'),
      messages: [translate('app.user_detail.not_found')],
    };
  return blockError(error, translate);
}

/** A failed save: the spec's header above the server's error list. */
export function saveError(error: unknown, translate: Translate): ErrorDescription {
  return describeError(asApiError(error), translate, translate('app.user_detail.save_failed'));
}

/** Remove reports and the rest: the default box. */
export function actionError(error: unknown, translate: Translate): ErrorDescription {
  return describeError(asApiError(error), translate);
}
