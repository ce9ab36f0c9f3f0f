import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/AppError';
import { failureOf } from '../errors/failure';
import { ORDER_OFFLINE_TEXT } from './connectionTexts';
import { OfflineRefusal } from './offlineRefusal';
import { FIRST_RETRY_MS, isNetworkFailure, LONGEST_RETRY_MS, retryDelayMs } from './networkRetry';

describe('a call refused offline', () => {
  it('is a network failure (a retry keeps its key) whose typed action the UI words', () => {
    const refusal = new OfflineRefusal('placeOrder');
    expect(isNetworkFailure(refusal)).toBe(true);
    expect(failureOf(refusal)).toEqual({ kind: 'offline', action: 'placeOrder' });
    expect(failureOf(new OfflineRefusal('cancelOrder'))).toEqual({ kind: 'offline', action: 'cancelOrder' });
    expect(refusal.message).toBe(ORDER_OFFLINE_TEXT);
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
