import mercurius from 'mercurius';

const CODES = {
  400: 'BAD_USER_INPUT',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
} as const;

/**
 * A refusal as a GraphQL error the back-office reads like a REST error body: `code` plus the
 * `errors` list (spec section 8 shows server error lists as they are).
 */
export function refusal(status: keyof typeof CODES, errors: string[]) {
  return new mercurius.ErrorWithProps(errors.join(' '), { code: CODES[status], errors });
}
