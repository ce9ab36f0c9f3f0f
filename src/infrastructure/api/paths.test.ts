import { expect, it } from 'vitest';
import { ApiPaths, pathWithId } from './paths';

it('puts a well-formed id into a path', () => {
  expect(pathWithId(ApiPaths.deleteAddress, '7')).toBe('api/user/delete-address/7');
  expect(pathWithId(ApiPaths.paymentStatus, 'RB100001')).toBe('api/orders/check-order-payment-status/RB100001');
});

it('refuses an id that could leave its path, as an unknown resource (no request is made)', () => {
  for (const id of ['../../auth/me', '1/2', '1?page=2', '%2e%2e', '', 'a'.repeat(65)]) {
    expect(() => pathWithId(ApiPaths.restaurantById, id)).toThrow(expect.objectContaining({ kind: 'not-found' }));
  }
});
