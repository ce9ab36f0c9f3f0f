import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseApiAnswer } from './parseApiAnswer';

const PaymentSchema = z.object({ success: z.literal(true), paymentUrl: z.string() });

describe('parseApiAnswer (one reading of an answer in both adapter sets)', () => {
  it('returns what the schema describes', () => {
    expect(parseApiAnswer(PaymentSchema, { success: true, paymentUrl: '/pay' }, 'test')).toEqual({
      success: true,
      paymentUrl: '/pay',
    });
  });

  it("turns a 2xx refusal envelope into the server's refusal with its message, not a malformed answer", () => {
    expect(() => parseApiAnswer(PaymentSchema, { success: false, message: 'Declined by the bank' }, 'test')).toThrow(
      expect.objectContaining({ kind: 'rejected', message: 'Declined by the bank' }),
    );
  });

  it('treats anything else outside the contract as malformed', () => {
    for (const answer of [null, 'x', { success: true }, { paymentUrl: 3 }])
      expect(() => parseApiAnswer(PaymentSchema, answer, 'test')).toThrow(
        expect.objectContaining({ kind: 'malformed' }),
      );
  });
});
