import { describe, expect, it } from 'vitest';
import { ownerKeyOf } from './ownerKey';

describe('the owner of per-customer records on the device', () => {
  it("is the customer's id when the profile has one, whatever the session", () => {
    expect(ownerKeyOf({ id: '7' }, 'token-a')).toBe(ownerKeyOf({ id: '7' }, 'token-b'));
    expect(ownerKeyOf({ id: '7' }, 'token-a')).not.toBe(ownerKeyOf({ id: '8' }, 'token-a'));
  });

  it('is the session when the profile has no id (or none is known yet), without copying its token', () => {
    const key = ownerKeyOf({}, 'secret-token-a');
    expect(key).toBe(ownerKeyOf(null, 'secret-token-a'));
    expect(key).not.toBe(ownerKeyOf({}, 'secret-token-b'));
    expect(key).not.toContain('secret-token-a');
    expect(key).not.toBe(ownerKeyOf({ id: '7' }, 'secret-token-a'));
  });
});
