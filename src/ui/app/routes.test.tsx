import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/renderApp';

/** Every route named in both specs (core §2 and account §2). */
const SPEC_ROUTES = [
  '/', '/home', '/foods/item-card/2', '/foods/cuisine', '/cuisines', '/foods/item-view-cart', '/user/address', '/user/address/add',
  '/user/address/edit/1', '/order-status/ORD1', '/order-status-cod/ORD1', '/order-status/failed', '/track-order', '/map',
  '/user/order-history', '/account-setting', '/help', '/user/support', '/offers-near-me', '/terms&conditions', '/privacy-policy',
  '/refund-policy', '/shipping-timeline', '/restaurent-name', '/restaurent-info', '/restaurant-docs', '/menu-setup', '/contract',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s exists', async (path) => {
    const { router } = await renderApp(path, { signedInAs: 'aarav' });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('answers an unknown path with a not-found page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
