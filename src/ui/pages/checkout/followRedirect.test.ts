import type { NavigateFunction } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import { followRedirect, PAYMENT_PAGE_REFUSED_STATE } from './followRedirect';

it('opens the demo gateway inside the app', () => {
  const navigate = vi.fn();
  followRedirect({ kind: 'in-app', path: '/demo-payment/RB100001' }, navigate as unknown as NavigateFunction);
  expect(navigate).toHaveBeenCalledWith('/demo-payment/RB100001');
});

it('never throws: if the browser refuses to go, the failure screen says the payment page could not be opened', () => {
  const navigate = vi.fn().mockImplementationOnce(() => {
    throw new Error('navigation blocked');
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() =>
    followRedirect({ kind: 'in-app', path: '/demo-payment/RB100001' }, navigate as unknown as NavigateFunction),
  ).not.toThrow();
  expect(navigate).toHaveBeenLastCalledWith('/order-status/failed', { state: PAYMENT_PAGE_REFUSED_STATE });
});
