import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { CartStore } from '../../../application/cart/CartStore';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { createHarness, type Harness } from '../../../../test/helpers/adapterSets';
import { lineOf } from '../../../../test/helpers/cartLines';
import { failServerFor } from '../../../../test/helpers/faults';
import { plainDish } from '../../../../test/helpers/menuFixtures';
import { drawnOrderCards } from '../../../../test/helpers/orderFeed';
import { allOrders, checkoutApi, fillCart, orderRequest } from '../../../../test/helpers/orders';
import { renderApp } from '../../../../test/helpers/renderApp';
import { signIn } from '../../../../test/helpers/signIn';

const MINUTE = 60_000;

/** A signed-in customer with a cash order just placed (the kitchen has not started: it can be cancelled). */
async function withNewOrder(): Promise<{ harness: Harness; orderId: string }> {
  const harness = await createHarness('fake');
  await signIn(harness);
  await fillCart(harness);
  const orderId = await checkoutApi(harness).placeCashOrder(orderRequest());
  expect((await allOrders(harness)).some((order) => order.orderId === orderId)).toBe(true);
  return { harness, orderId };
}

const cardOf = async (orderId: string) =>
  (await drawnOrderCards()).find((card) => within(card).queryByText(`ऑर्डर ID: ${orderId}`))!;

describe('cart, orders, cancelling and rating in Hindi', () => {
  inLanguage('hi');

  it('cancels an order in Hindi: the button, the refund, the answer and the toast; no English left', async () => {
    const { harness, orderId } = await withNewOrder();
    await renderApp('/user/order-history', { harness });
    const card = await cardOf(orderId);
    await userEvent.click(within(card).getByRole('button', { name: `ऑर्डर ${orderId} रद्द करें` }));
    const dialog = await screen.findByRole('dialog', { name: `ऑर्डर ${orderId} रद्द करें?` });
    expect(within(dialog).getByText('कुछ भुगतान नहीं हुआ (कैश ऑन डिलीवरी): रिफ़ंड के लिए कुछ नहीं।')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ऑर्डर रहने दें' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Keep order|Yes, cancel|Nothing was paid/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'हां, रद्द करें' }));
    expect(await screen.findByText(`ऑर्डर ${orderId} रद्द हो गया`)).toBeInTheDocument();
    expect(screen.queryByText(`Order ${orderId} cancelled`)).not.toBeInTheDocument();
  });

  it("says in Hindi why a cancellation was refused once the kitchen started cooking (the server's known reason)", async () => {
    const { harness, orderId } = await withNewOrder();
    await renderApp('/user/order-history', { harness });
    const card = await cardOf(orderId);
    await userEvent.click(within(card).getByRole('button', { name: `ऑर्डर ${orderId} रद्द करें` }));
    const dialog = await screen.findByRole('dialog', { name: `ऑर्डर ${orderId} रद्द करें?` });
    harness.clock.advance(4 * MINUTE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'हां, रद्द करें' }));
    expect(await within(dialog).findByText('बन रहा है: अब रद्द नहीं हो सकता')).toBeInTheDocument();
    expect(within(dialog).queryByText(/can no longer be cancelled/)).not.toBeInTheDocument();
  });

  it('rates an order in the Hindi dialog: title, stars, labels, buttons and the toast', async () => {
    await renderApp('/user/order-history', { signedInAs: 'aarav' });
    const card = (await drawnOrderCards()).find((candidate) => within(candidate).queryByText('इस ऑर्डर को रेटिंग दें'))!;
    fireEvent.click(within(card).getByRole('radio', { name: '4 स्टार' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपने ऑर्डर को रेटिंग दें' });
    expect(within(dialog).getByText(/· ऑर्डर ID: /)).toBeInTheDocument();
    expect(within(dialog).getByText('व्यंजनों को रेटिंग दें (वैकल्पिक)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'सबमिट करें' })).toBeDisabled();
    const delivery = within(dialog).getByRole('group', { name: 'डिलीवरी' });
    fireEvent.click(within(delivery).getByRole('radio', { name: '5 स्टार' }));
    await userEvent.type(within(dialog).getByLabelText('टिप्पणी'), 'गरम और ताज़ा');
    expect(within(dialog).queryByText(/Rate Your Order|Comment|Submit|Cancel|Food|Delivery/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'सबमिट करें' }));
    expect(await screen.findByText('रेटिंग सबमिट हो गई!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('img', { name: '5 में से 4 रेटिंग' })).toBeInTheDocument();
    expect(within(card).getByText('आपकी रेटिंग')).toBeInTheDocument();
  });

  it('says in Hindi that a failed cart change was undone, naming the dish as the menu does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = await createHarness('fake');
    await signIn(harness);
    await renderApp('/user/order-history', { harness });
    await drawnOrderCards();
    const line = await lineOf(harness, 1, plainDish(1).menuId);
    failServerFor(harness, pathOf('addToCart'));
    const cart = harness.container.get(CartStore);
    cart.add(line);
    await cart.whenSynced();
    expect(
      await screen.findByText(`${line.itemName} अपडेट नहीं हो सका, इसलिए बदलाव वापस ले लिया गया। नेटवर्क में गड़बड़ी।`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Could not update/)).not.toBeInTheDocument();
  });
});
