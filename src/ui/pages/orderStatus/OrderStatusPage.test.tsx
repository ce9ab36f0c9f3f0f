import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { failNetworkFor } from '../../../../test/helpers/faults';
import { createHarness, type Harness } from '../../../../test/helpers/adapterSets';
import { checkoutApi, fillCart, latestOrders, orderIdOfRedirect, orderRequest } from '../../../../test/helpers/orders';
import { formatRupees } from '../../format/formatRupees';
import { firstRenderHtml } from '../../../../test/helpers/firstRender';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { AwaitedPayment } from '../../../application/checkout/AwaitedPayment';
import { SessionStore } from '../../../application/session/SessionStore';
import { type DemoBackend, DemoBackendToken } from '../../../infrastructure/ports/DemoBackend';
import { type TrainApi, TrainApiToken } from '../../../infrastructure/ports/TrainApi';
import { DemoPaymentPage } from '../demoPayment/DemoPaymentPage';
import { OrderStatusPage, PaymentFailedPage } from './OrderStatusPage';

const ORDER_STATUS = '/order-status/:orderId';
const DEMO_GATEWAY = '/demo-payment/:orderId';

/** The status screen at /order-status/{orderId}, page-local. */
const renderOrderStatus = (path: string, harness: Harness) =>
  renderPage(<OrderStatusPage />, path, { harness, pattern: ORDER_STATUS });

/** The demo gateway at `gateway`, going on to the status screen. */
const renderGateway = (gateway: string, harness: Harness, visited?: string[]) =>
  renderPage(<DemoPaymentPage />, gateway, {
    harness,
    pattern: DEMO_GATEWAY,
    visited,
    routes: [{ path: ORDER_STATUS, element: <OrderStatusPage /> }],
  });

/** Aarav with an online payment waiting at the demo gateway. */
async function pendingOrder() {
  const harness = await createHarness('fake');
  await signIn(harness);
  await fillCart(harness);
  const start = await checkoutApi(harness).startOnlinePayment(orderRequest());
  if (start.kind !== 'redirect') throw new Error('the payment did not start');
  return { harness, orderId: orderIdOfRedirect(start.url), gateway: start.url };
}

describe('order result screens', () => {
  it('/order-status/failed: the failure text, Back to Home, and Retry Payment going back one page', async () => {
    const { router } = await renderPage(<PaymentFailedPage />, '/order-status/failed', {
      signedInAs: 'aarav',
      visited: ['/foods/item-view-cart'],
    });
    expect(
      await screen.findByText("We couldn't process your payment. Please try again or use a different method."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/item-view-cart'));
  });

  it('/order-status/failed is the failure screen in its first render, so the build prerenders it (it was "Checking your order...")', async () => {
    const harness = await createHarness('fake');
    const html = firstRenderHtml(harness, <PaymentFailedPage />);
    expect(html).toContain('Payment Failed');
    expect(html).not.toContain('Checking your order');
  });

  it('the demo gateway asks a visitor to sign in and reads nothing (it said "Your session has expired")', async () => {
    const { harness, gateway } = await pendingOrder();
    harness.container.get(SessionStore).logout();
    const reads = vi.spyOn(harness.container.get<DemoBackend>(DemoBackendToken), 'paymentFor');
    await renderGateway(gateway, harness);
    expect(await screen.findByText('Sign in to pay for this order.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Demo payment gateway' })).toBeInTheDocument();
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
  });

  it('a pending payment shows the processing screen', async () => {
    const { harness, orderId } = await pendingOrder();
    await renderOrderStatus(`/order-status/${orderId}`, harness);
    expect(await screen.findByRole('heading', { name: 'Processing your payment...' })).toBeInTheDocument();
  });

  it("an order this device left on its payment page waits for payment, with Complete payment (it said 'Processing your payment...' for ever)", async () => {
    const { harness, orderId, gateway } = await pendingOrder();
    harness.container.get(AwaitedPayment).begin({ kind: 'in-app', path: gateway });
    const { router } = await renderPage(<OrderStatusPage />, `/order-status/${orderId}`, {
      harness,
      pattern: ORDER_STATUS,
      routes: [{ path: DEMO_GATEWAY, element: <DemoPaymentPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' })).toBeInTheDocument();
    expect(screen.queryByText(/confirming your payment with the bank/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(gateway));
  });

  it('the demo gateway pays the order; the success screen sends Track Order to /track-order with the order', async () => {
    const { harness, orderId, gateway } = await pendingOrder();
    const { router } = await renderGateway(gateway, harness, ['/foods/item-view-cart']);
    expect(await screen.findByRole('heading', { name: 'Demo payment gateway' })).toBeInTheDocument();
    expect(await screen.findByText(`Order ID: ${orderId}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order-status/${orderId}`);
    // What was ordered and for how much, as the order's card says it.
    const [placed] = await latestOrders(harness);
    expect(screen.getByText(`${formatRupees(placed!.totalAmount)} · 2 items`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track-order'));
    expect(router.state.location.state).toEqual({ orderId });
  });

  it('the demo gateway speaks of the backend the build is for: the offline demo, or the demo API over HTTP', async () => {
    const said = {
      fake: ["The offline demo's stand-in", 'Offline demo: no real payment is made'],
      http: ["The demo API's stand-in", 'Demo API: no real payment is made'],
    };
    for (const set of ['fake', 'http'] as const) {
      const harness = await createHarness(set, { config: { demoApi: true } });
      const { unmount } = await renderGateway('/demo-payment/RB1000001', harness);
      const [subtitle, chip] = said[set];
      expect(
        await screen.findByText(
          `${subtitle} for the bank's payment page: Pay or Fail settles the order's payment, then its status screen opens.`,
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(chip!)).toBeInTheDocument();
      unmount();
    }
  });

  it('a failed payment at the demo gateway shows the failure screen', async () => {
    const { harness, gateway } = await pendingOrder();
    await renderGateway(gateway, harness);
    await userEvent.click(await screen.findByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('a status check without an answer keeps the processing screen: "We\'re still confirming your payment…", never Payment Failed', async () => {
    const { harness, orderId } = await pendingOrder();
    failNetworkFor(harness, pathOf('paymentStatus'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderOrderStatus(`/order-status/${orderId}`, harness);
    expect(await screen.findByText("We're still confirming your payment…")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Processing your payment...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Failed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
  });

  it("an ordinary order's screen does not ask for a seat order's train (it asked, and logged a 404)", async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    await fillCart(harness);
    const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
    const seatOrder = vi.spyOn(harness.container.get<TrainApi>(TrainApiToken), 'seatOrder');
    await renderOrderStatus(`/order-status-cod/${orderId}`.replace('-cod', ''), harness);
    expect(await screen.findByRole('status')).toHaveTextContent('Order status: Pending');
    expect(seatOrder).not.toHaveBeenCalled();
  });

  it('an order id that is not one shows Order not found without asking the server', async () => {
    const harness = await createHarness('fake');
    await signIn(harness);
    const checks = vi.spyOn(harness.server.orders, 'paymentStatus');
    await renderOrderStatus('/order-status/..%2F..%2Fapi%2Fuser%2Fget-all-addresses', harness);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute('href', '/user/order-history');
    expect(checks).not.toHaveBeenCalled();
  });

  it('signed out it asks to sign in, and checks nothing (it said "Processing your payment..." for ever)', async () => {
    const { harness, orderId } = await pendingOrder();
    harness.container.get(SessionStore).logout();
    const checks = vi.spyOn(harness.server.orders, 'paymentStatus');
    await renderOrderStatus(`/order-status/${orderId}`, harness);
    expect(await screen.findByText('Sign in to see this order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'Processing your payment...' })).not.toBeInTheDocument();
    expect(checks).not.toHaveBeenCalled();
  });

  it('a session that ends while the payment is being confirmed turns the screen into the sign-in prompt', async () => {
    const { harness, orderId } = await pendingOrder();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderOrderStatus(`/order-status/${orderId}`, harness);
    expect(await screen.findByRole('heading', { name: 'Processing your payment...' })).toBeInTheDocument();
    harness.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(await screen.findByText('Sign in to see this order.', undefined, { timeout: 5000 })).toBeInTheDocument();
  });
});
