import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_REFRESH_MS } from '../../../domain/order/orderRefresh';
import { SAMPLE_DELIVERY_PARTNER } from '../../../domain/tracking/deliveryPartner';
import { SAMPLE_TRACKING } from '../../../domain/tracking/trackingSummary';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { useDemoKnobs } from '../../../../test/helpers/demoKnobs';
import { checkoutApi, fillCart, latestOrders, orderRequest } from '../../../../test/helpers/orders';
import { renderApp } from '../../../../test/helpers/renderApp';
import { signIn } from '../../../../test/helpers/signIn';
import { formatRupees } from '../../format/formatRupees';
import { loadScreenMessages, switchLanguage } from '../../i18n/i18n';

const section = (name: string) => screen.findByRole('region', { name });

describe('Track Order', () => {
  // The simulation ticks and status re-reads run only when a test moves them (a loaded machine ticks otherwise).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("follows the order passed in navigation state: header, timeline, partner, the order's lines and places", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    const dish = await fillCart(harness, 1, 3);
    const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
    const [order] = await latestOrders(harness);
    const { router } = await renderApp('/track-order', {
      harness,
      state: { orderId },
      visited: [`/order-status-cod/${orderId}`],
    });

    // The ETA counts from when the order was placed by the demo server's own clock, not this test's.
    expect(await screen.findByText(new RegExp(`^Order #${orderId} · Arriving in \\d+ minutes?$`))).toBeInTheDocument();
    const timeline = await section('Order Status');
    expect(within(timeline).getByText('Order Confirmed')).toBeInTheDocument();
    // The cash order waits for the restaurant (Pending): no step is ticked yet, and no made-up time is shown.
    expect(screen.getByText('Status: Pending')).toBeInTheDocument();
    expect(within(timeline).queryAllByTitle('Done')).toHaveLength(0);
    expect(within(timeline).queryByText('2 mins ago')).toBeNull();
    const details = await section('Order Details');
    expect(within(details).getByText(order!.restaurantName)).toBeInTheDocument();
    expect(within(details).getByText(`3 x ${order!.items[0]!.itemName}`)).toBeInTheDocument();
    expect(within(details).getByText(formatRupees(dish.finalPrice * 300))).toBeInTheDocument();
    expect(within(details).getByText(formatRupees(order!.totalAmount))).toBeInTheDocument();
    const places = await section('Delivery Address');
    expect(within(places).getByText(order!.restaurantAddress)).toBeInTheDocument();
    expect(within(places).getByText(order!.deliveryAddress)).toBeInTheDocument();
    const partner = await section('Delivery Partner');
    expect(within(partner).getByRole('link', { name: `Call ${SAMPLE_DELIVERY_PARTNER.name}` })).toHaveAttribute(
      'href',
      `tel:${SAMPLE_DELIVERY_PARTNER.phone}`,
    );
    expect(within(partner).getByRole('link', { name: `Message ${SAMPLE_DELIVERY_PARTNER.name}` })).toHaveAttribute(
      'href',
      `sms:${SAMPLE_DELIVERY_PARTNER.phone}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/order-status-cod/${orderId}`));
  });

  it("the 'Status: …' chip follows the order while the screen is open, without a reload", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await fillCart(harness, 1, 1);
    const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
    await renderApp('/track-order', { harness, state: { orderId } });
    expect(await screen.findByText('Status: Pending')).toBeInTheDocument();
    harness.clock.advance(30 * 60_000);
    await act(async () => {
      vi.advanceTimersByTime(ORDER_REFRESH_MS);
      await Promise.resolve();
    });
    expect(await screen.findByText('Status: Out for Delivery')).toBeInTheDocument();
  });

  it('an order the restaurant rejected (demo knob rejectingRestaurants) says Rejected instead of an arrival time', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    useDemoKnobs(harness, { rejectingRestaurants: [1] });
    await fillCart(harness, 1, 1);
    const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
    harness.clock.advance(60_000);
    await renderApp('/track-order', { harness, state: { orderId } });
    expect(await screen.findByText(`Order #${orderId} · Rejected`)).toBeInTheDocument();
    expect(screen.getByText('Status: Rejected')).toBeInTheDocument();
    // No rider on the way: the map's badge says how it ended, and the timeline gives way to that line.
    expect(screen.getByText('This order is no longer on its way: Rejected.')).toBeInTheDocument();
    expect(screen.queryByText(/^ETA /)).not.toBeInTheDocument();
    expect(screen.queryByText('Order Confirmed')).not.toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_DELIVERY_PARTNER.name)).not.toBeInTheDocument();
  });

  it("an order id that is not the customer's says Order not found, with no map, rider or other order", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await renderApp('/track-order?orderId=RB999999', { harness });
    expect(await screen.findByText(/^Order not found\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/user/order-history');
    expect(screen.queryByText(/^Order #/)).not.toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_DELIVERY_PARTNER.name)).not.toBeInTheDocument();
  });

  it('shows the sample to a visitor, saying it is a sample', async () => {
    await renderApp('/track-order');
    expect(await screen.findByText(/this is a sample of how tracking looks/)).toBeInTheDocument();
    const details = await section('Order Details');
    expect(within(details).getByText(SAMPLE_TRACKING.restaurant)).toBeInTheDocument();
    expect(within(details).getByText(formatRupees(SAMPLE_TRACKING.total))).toBeInTheDocument();
  });

  it("speaks Hindi: the heading, the order's line and status, the timeline, the partner and the way back", async () => {
    await loadScreenMessages();
    await switchLanguage('hi');
    try {
      const harness = await createHarness('fake');
      await signIn(harness);
      await fillCart(harness, 1, 1);
      const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
      await renderApp('/track-order', { harness, state: { orderId } });
      expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर ट्रैक करें' })).toBeInTheDocument();
      expect(await screen.findByText(new RegExp(`^ऑर्डर #${orderId} · \\d+ मिनट में पहुँच रहा है$`))).toBeInTheDocument();
      expect(screen.getByText('स्थिति: बाकी')).toBeInTheDocument();
      const timeline = await section('ऑर्डर की स्थिति');
      expect(within(timeline).getByText('ऑर्डर कन्फ़र्म हुआ')).toBeInTheDocument();
      expect(within(timeline).getAllByTitle('अभी नहीं')).toHaveLength(4);
      const partner = await section('डिलीवरी पार्टनर');
      expect(
        within(partner).getByRole('link', { name: `${SAMPLE_DELIVERY_PARTNER.name} को कॉल करें` }),
      ).toBeInTheDocument();
      expect(await section('ऑर्डर विवरण')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });
});
