import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/renderApp';
import { appRoutes } from './routes';

/**
 * Every route named in both specs (FEATURES F-foundation), with the route pattern that must answer it. A table
 * check needs no render; the screens themselves are rendered by their own tests and, every route, by the build's
 * prerendering and the e2e accessibility pass.
 */
const SPEC_ROUTES = {
  '/': '/',
  '/home': '/home',
  '/foods/item-card/2': '/foods/item-card/:restaurantId',
  '/foods/cuisine': '/foods/cuisine',
  '/cuisines': '/cuisines',
  '/foods/item-view-cart': '/foods/item-view-cart',
  '/user/address': '/user/address',
  '/user/address/add': '/user/address/add',
  '/user/address/edit/1': '/user/address/edit/:id',
  '/order-status/ORD1': '/order-status/:orderId',
  '/order-status-cod/ORD1': '/order-status-cod/:orderId',
  '/order-status/failed': '/order-status/failed',
  '/track-order': '/track-order',
  '/map': '/map',
  '/user/order-history': '/user/order-history',
  '/account-setting': '/account-setting',
  '/help': '/help',
  '/user/support': '/user/support',
  '/offers-near-me': '/offers-near-me',
  '/terms&conditions': '/terms&conditions',
  '/privacy-policy': '/privacy-policy',
  '/refund-policy': '/refund-policy',
  '/shipping-timeline': '/shipping-timeline',
  '/restaurent-name': '/restaurent-name',
  '/restaurent-info': '/restaurent-info',
  '/restaurant-docs': '/restaurant-docs',
  '/menu-setup': '/menu-setup',
  '/contract': '/contract',
} as const satisfies Record<string, string>;

type SpecPath = keyof typeof SPEC_ROUTES;
const specPaths = Object.keys(SPEC_ROUTES) as SpecPath[];

/** The screen route that answers `path`: the last match (the layouts come first). */
const screenRouteOf = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route;
const notFound = screenRouteOf('/no/such/page');

describe('route table', () => {
  it('answers the unknown path with the catch-all route', () => {
    expect(notFound?.path).toBe('*');
  });

  it.each(specPaths)('%s has its own screen route', (path) => {
    const route = screenRouteOf(path);
    expect(route?.path).toBe(SPEC_ROUTES[path]);
    expect(route?.element).toBeTruthy();
    expect(route?.element).not.toBe(notFound?.element);
  });

  it('gives Support the help centre', () => {
    expect(screenRouteOf('/user/support')?.element).toStrictEqual(screenRouteOf('/help')?.element);
  });
});

// Whole-app smoke renders: a public page and the not-found page.
describe('route smoke renders', () => {
  it('/terms&conditions renders its screen', async () => {
    const path = '/terms&conditions';
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('answers an unknown path with a not-found page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
