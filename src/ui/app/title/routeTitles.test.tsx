import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';
import { appRoutes } from '../routes';
import { HOME_TITLE } from './documentTitle';
import { NOT_FOUND_TITLE, ROUTE_TITLES, routeTitle } from './routeTitles';
import { RouteTitle } from './RouteTitle';

const screenPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...screenPaths(route.children ?? [])]);

describe('route titles', () => {
  it('every screen route has its own title, or names itself', () => {
    const paths = screenPaths(appRoutes).filter((path) => path !== '*');
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(Object.keys(ROUTE_TITLES)).toContain(path);
    const titled = Object.entries(ROUTE_TITLES).filter(
      ([path]) => !['/home', '/cuisines', '/user/support', '/order-status-cod/:orderId'].includes(path),
    );
    const titles = titled.map(([, title]) => title).filter((title) => title !== null);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("names a translated page in the customer's language, the others in English", async () => {
    await loadScreenMessages();
    await switchLanguage('hi');
    try {
      expect(routeTitle('/foods/item-view-cart')).toBe('भुगतान · RailBite');
      expect(routeTitle('/order-status-cod/RB100015')).toBe('ऑर्डर की स्थिति · RailBite');
      expect(routeTitle('/verify-reset-otp')).toBe('OTP जांचें · RailBite');
      expect(routeTitle('/privacy-policy')).toBe('Privacy Policy · RailBite');
      expect(routeTitle('/train/journey')).toBe('आपकी यात्रा · RailBite');
      expect(routeTitle('/train/station/KOTA')).toBe('स्टेशन पर खाना · RailBite');
      expect(routeTitle('/track-order')).toBe('ऑर्डर ट्रैक करें · RailBite');
    } finally {
      await switchLanguage('en');
    }
  });

  it("answers each path with its route's title", () => {
    expect(routeTitle('/foods/item-view-cart')).toBe('Payment · RailBite');
    expect(routeTitle('/')).toBe(HOME_TITLE);
    expect(routeTitle('/order-status/failed')).toBe('Payment Failed · RailBite');
    expect(routeTitle('/order-status/RB100015')).toBe('Order Status · RailBite');
    expect(routeTitle('/user/address/edit/5')).toBe('Edit Address · RailBite');
    expect(routeTitle('/foods/item-card/7')).toBeNull();
    expect(routeTitle('/no/such/page')).toBe(NOT_FOUND_TITLE);
    expect(matchRoutes(appRoutes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });

  it('sets the title after each navigation', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <RouteTitle />
        <Link to="/foods/item-view-cart">Pay</Link>
      </MemoryRouter>,
    );
    await screen.findByRole('link');
    await act(async () => {
      await import('./routeTitles');
    });
    await expect.poll(() => document.title).toBe('Sign in · RailBite');
    await userEvent.click(screen.getByRole('link', { name: 'Pay' }));
    await expect.poll(() => document.title).toBe('Payment · RailBite');
  });

  it('leaves the home page its own title when it is the first page, and gives it back after a navigation', async () => {
    document.title = 'RailBite: food delivery, on the rails too';
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteTitle />
        <Link to="/help">Help</Link>
        <Link to="/">Home</Link>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Help' }));
    await expect.poll(() => document.title).toBe('Help & Support · RailBite');
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await expect.poll(() => document.title).toBe(HOME_TITLE);
  });
});
