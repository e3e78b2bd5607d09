// @vitest-environment node
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/i18nProvider';
import { blockError, loadError, saveError } from './userErrors';

const header = 'Error occurred when process this operation';

describe('the detail page errors', () => {
  it("says 'Unexpected API response' for any failed block, except a 401 or a network error", () => {
    expect(blockError(new HttpError('HTTP 500', 500, {}), translate)).toEqual({
      header,
      messages: ['Unexpected API response'],
    });
    expect(blockError(new HttpError('HTTP 401', 401, {}), translate).messages).toEqual([
      'Authorization failed',
    ]);
    expect(blockError(new TypeError('Failed to fetch'), translate).messages).toEqual([
      'Failed to fetch',
    ]);
  });

  it("says 'Given user is not found' on a 404 and 'Unexpected API response' otherwise", () => {
    expect(loadError(new HttpError('HTTP 404', 404, { detail: 'x' }), translate).messages).toEqual([
      'Given user is not found',
    ]);
    expect(loadError(new HttpError('HTTP 500', 500, null), translate).messages).toEqual([
      'Unexpected API response',
    ]);
  });

  it("puts the save header above the server's errors", () => {
    expect(saveError(new HttpError('HTTP 400', 400, { phone: ['too long'] }), translate)).toEqual({
      header: 'There are some errors while updating user details!',
      messages: ['phone: too long'],
    });
  });
});
