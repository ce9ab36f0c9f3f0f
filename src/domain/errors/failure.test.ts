import { describe, expect, it } from 'vitest';
import { AppError } from './AppError';
import { MALFORMED_RESPONSE_TEXT, NETWORK_ERROR_TEXT } from './errorText';
import { failureOf } from './failure';

describe('failureOf', () => {
  it('names no answer and a server fault alike, an unreadable answer, and keeps a refusal in its own words', () => {
    expect(failureOf(new AppError('network', NETWORK_ERROR_TEXT))).toEqual({ kind: 'network' });
    expect(failureOf(new AppError('server', NETWORK_ERROR_TEXT, 503))).toEqual({ kind: 'network' });
    expect(failureOf(new AppError('malformed', MALFORMED_RESPONSE_TEXT))).toEqual({ kind: 'malformed' });
    expect(failureOf(new AppError('rejected', 'Coupon expired', 422))).toEqual({
      kind: 'refused',
      text: 'Coupon expired',
    });
    expect(failureOf(new TypeError(''))).toEqual({ kind: 'network' });
    expect(failureOf({ error: 'Item is sold out' })).toEqual({ kind: 'refused', text: 'Item is sold out' });
  });
});
