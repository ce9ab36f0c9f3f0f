import { describe, expect, it } from 'vitest';
import { routeGate } from './routeGate';

describe('route gate (FEATURES F-foundation)', () => {
  it('sends a signed-in user away from /login', () => {
    expect(routeGate('/login', 'signed-in')).toEqual({ to: '/' });
    expect(routeGate('/login', 'signed-in', '/foods/item-card/3')).toEqual({ to: '/foods/item-card/3' });
  });
  it.each(['//evil.example/', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', '/login?x=1', 42])(
    'sends a signed-in user on to / when the return path %j is not a page of the app to go to',
    (returnTo) => expect(routeGate('/login', 'signed-in', returnTo)).toEqual({ to: '/' }),
  );
  it.each([
    '/foods/item-view-cart',
    '/user/address',
    '/user/address/add',
    '/user/address/edit/5',
    '/user/address/edit/abc',
  ])('sends a visitor from %s to /login', (path) =>
    expect(routeGate(path, 'signed-out')).toEqual({ to: '/login', from: path }),
  );
  it('guards the real edit path with an id (the old product left it open)', () => {
    expect(routeGate('/user/address/edit/5', 'signed-out')?.to).toBe('/login');
  });
  it('sends a customer whose session the server ended to /login from any page, to come back there', () => {
    expect(routeGate('/', 'signed-out', undefined, true)).toEqual({ to: '/login', from: '/' });
    expect(routeGate('/user/order-history', 'signed-out', undefined, true)).toEqual({
      to: '/login',
      from: '/user/order-history',
    });
    expect(routeGate('/login', 'signed-out', '/user/order-history', true)).toBeNull();
    expect(routeGate('/user/order-history', 'signed-out')).toBeNull();
  });

  it('sends a visitor with unreadable credentials to /', () => {
    expect(routeGate('/user/address', 'unreadable')).toEqual({ to: '/' });
  });
  it('lets everyone browse open pages', () => {
    expect(routeGate('/', 'signed-out')).toBeNull();
    expect(routeGate('/foods/item-card/2', 'unreadable')).toBeNull();
    expect(routeGate('/user/address', 'signed-in')).toBeNull();
    expect(routeGate('/user/addresses-of-someone', 'signed-out')).toBeNull();
  });
});
