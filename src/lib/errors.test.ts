// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/i18nProvider';
import { ApiError } from './api';
import { describeError, serverMessages } from './errors';

describe('describeError', () => {
  it('uses the default header and the server list for a 400', () => {
    expect(describeError(new ApiError(400, { errors: ['Invalid params'] }), translate)).toEqual({
      header: 'Error occurred when process this operation',
      messages: ['Invalid params'],
    });
  });

  it('says Authorization failed for a 401', () => {
    expect(
      describeError(new ApiError(401, { detail: 'Invalid token.' }), translate).messages,
    ).toEqual(['Authorization failed']);
  });

  it('names the status of other failures, keeping the server detail', () => {
    expect(
      describeError(new ApiError(503, { detail: 'Down' }), translate, 'API request failed'),
    ).toEqual({
      header: 'API request failed',
      messages: ['Unknown error. HTTP Status code: 503', 'Down'],
    });
  });

  it("quotes the server's request id under an unexpected failure, for support to find", () => {
    const body = { detail: 'Internal server error.', requestId: 'c0ffee-1' };
    expect(describeError(new ApiError(500, body), translate).messages).toEqual([
      'Unknown error. HTTP Status code: 500',
      'Internal server error.',
      'Reference: c0ffee-1',
    ]);
    // A 400's own messages say what to fix: no reference under them.
    const refused = { errors: ['Invalid params'], requestId: 'c0ffee-2' };
    expect(describeError(new ApiError(400, refused), translate).messages).toEqual([
      'Invalid params',
    ]);
  });

  it('reports a 200 without the expected body, and network failures as themselves', () => {
    expect(describeError(new ApiError(200, null), translate).messages).toEqual([
      'Unexpected API response',
    ]);
    expect(describeError(new TypeError('Failed to fetch'), translate).messages).toEqual([
      'Failed to fetch',
    ]);
  });
});

describe('serverMessages', () => {
  it('reads errors lists, details and DRF field errors', () => {
    expect(serverMessages({ errors: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(serverMessages({ detail: 'x' })).toEqual(['x']);
    expect(serverMessages({ repeat_password: ['Passwords do not match'] })).toEqual([
      'repeat_password: Passwords do not match',
    ]);
    // The request id beside the fields is no field.
    expect(serverMessages({ email: ['Taken'], requestId: 'c0ffee-3' })).toEqual(['email: Taken']);
  });
});
