import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { allOrders } from '../../../../test/helpers/orders';
import { renderApp } from '../../../../test/helpers/renderApp';
import { signIn } from '../../../../test/helpers/signIn';
import { SLOW } from '../../../../test/helpers/waits';
import { canReorder } from '../../../domain/reorder/reorder';
import { parseOrderStatus } from '../../../domain/order/orderStatus';
import { closedOrderText } from '../../format/refundText';
import { type OrdersApi, OrdersApiToken } from '../../../infrastructure/ports/OrdersApi';

async function aaravsOrders() {
  const harness = await createHarness('fake');
  await signIn(harness);
  return { harness, orders: await allOrders(harness) };
}

describe("The order's own screen (/order-status/{id}) with the order from the history", () => {
  it('a delivered order offers Reorder, which fills the cart and opens the Payment page', async () => {
    const { harness, orders } = await aaravsOrders();
    const delivered = orders.find((order) => canReorder(order) && order.restaurantName === 'Rajdhani Express Kitchen')!;
    const { router } = await renderApp(`/order-status/${delivered.orderId}`, { harness });
    const reorder = await screen.findByRole('button', { name: 'Reorder' }, SLOW);
    // Without a push the screen says the status the history has, not only that the order was placed.
    expect(screen.getByRole('status')).toHaveTextContent('Order status: Delivered');
    await userEvent.click(reorder);
    await waitFor(() => expect(router.state.location.pathname).toBe('/foods/item-view-cart'));
  });

  it('an order still on its way offers no Reorder', async () => {
    const { harness, orders } = await aaravsOrders();
    const active = orders.find((order) => !canReorder(order))!;
    const reads = vi.spyOn(harness.container.get<OrdersApi>(OrdersApiToken), 'order');
    await renderApp(`/order-status/${active.orderId}`, { harness });
    expect(await screen.findByRole('button', { name: 'Track Order' }, SLOW)).toBeInTheDocument();
    // Once the screen's look-up of the order has answered, it still offers no Reorder.
    await waitFor(() => expect(reads).toHaveBeenCalledWith(active.orderId));
    await act(() => Promise.allSettled(reads.mock.results.map((result) => result.value)));
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  });

  it('a delivered order says so (not "Order Placed Successfully!" and "start preparing it shortly")', async () => {
    const { harness, orders } = await aaravsOrders();
    const delivered = orders.find((order) => parseOrderStatus(order.orderStatus) === 'delivered')!;
    await renderApp(`/order-status/${delivered.orderId}`, { harness });
    expect(await screen.findByRole('heading', { name: 'Order Delivered' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Enjoy your meal!')).toBeInTheDocument();
    expect(screen.queryByText(/start preparing it shortly/)).not.toBeInTheDocument();
  });

  it.each([
    ['preparing', 'The restaurant is preparing your order.'],
    ['out for delivery', 'Your order is on its way to you.'],
  ] as const)('an order that is %s says so under the title', async (status, line) => {
    const { harness, orders } = await aaravsOrders();
    const order = orders.find((candidate) => parseOrderStatus(candidate.orderStatus) === status)!;
    await renderApp(`/order-status/${order.orderId}`, { harness });
    expect(await screen.findByText(line, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/start preparing it shortly/)).not.toBeInTheDocument();
  });

  it.each(['cancelled', 'rejected'] as const)(
    'a %s order says how it ended and its refund, and offers no Track Order',
    async (status) => {
      const { harness, orders } = await aaravsOrders();
      const ended = orders.find((order) => parseOrderStatus(order.orderStatus) === status)!;
      const label = status === 'cancelled' ? 'Cancelled' : 'Rejected';
      await renderApp(`/order-status/${ended.orderId}`, { harness });
      expect(await screen.findByRole('heading', { name: `Order ${label}` }, SLOW)).toBeInTheDocument();
      expect(screen.getByText(`This order is no longer on its way: ${label}.`)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Order Placed Successfully!' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Track Order' })).not.toBeInTheDocument();
      if (ended.refundPaise != null)
        expect(screen.getByText(closedOrderText(ended.orderStatus, ended.refundPaise))).toBeInTheDocument();
    },
  );
});
