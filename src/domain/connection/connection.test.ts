import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { backOnlineText, ORDER_OFFLINE_TEXT } from './connectionTexts';
import { FIRST_RETRY_MS, isNetworkFailure, LONGEST_RETRY_MS, retryDelayMs } from './networkRetry';

describe('the connection texts', () => {
  it('the back-online toast counts the changes sent (singular and plural)', () => {
    expect(backOnlineText(1)).toBe('Back online · 1 change sent');
    expect(backOnlineText(2)).toBe('Back online · 2 changes sent');
  });

  it('an order refused offline says the cart is saved', () => {
    expect(ORDER_OFFLINE_TEXT).toBe('You are offline. Your cart is saved; place the order when the signal returns.');
  });
});

describe('the retry of writes held for the signal', () => {
  it('only a call with no answer at all is a network failure', () => {
    expect(isNetworkFailure(new AppError('network', 'Network Error.'))).toBe(true);
    for (const kind of ['rejected', 'not-found', 'server', 'malformed', 'unauthorized'] as const)
      expect(isNetworkFailure(new AppError(kind, 'x', 400))).toBe(false);
    expect(isNetworkFailure(new Error('Network Error.'))).toBe(false);
  });

  it('waits 2 s first, doubles, never shrinks and never exceeds a minute', () => {
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
    expect(retryDelayMs(1)).toBe(2 * FIRST_RETRY_MS);
    fc.assert(
      fc.property(fc.nat(10_000), (attempt) => {
        const wait = retryDelayMs(attempt);
        expect(wait).toBeGreaterThanOrEqual(FIRST_RETRY_MS);
        expect(wait).toBeLessThanOrEqual(LONGEST_RETRY_MS);
        expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });
});
