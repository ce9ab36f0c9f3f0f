import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { CartStore } from '../../../application/cart/CartStore';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { pathOf } from '../../../../test/helpers/apiOperations';
import { failNetworkFor } from '../../../../test/helpers/faults';
import { fillCart } from '../../../../test/helpers/orders';
import { renderPage } from '../../../../test/helpers/renderPage';
import { signIn } from '../../../../test/helpers/signIn';
import { PaymentPage } from './PaymentPage';

const PAYMENT = '/foods/item-view-cart';

/** A customer with a dish of `restaurantId` in the server cart, on the Payment page in Hindi. */
async function paymentPage(who: 'aarav' | 'priya', restaurantId: number) {
  const harness = await createHarness('fake');
  await signIn(harness, who);
  await harness.container.get(AddressBookStore).load();
  await harness.container.get(CartStore).whenSynced();
  await fillCart(harness, restaurantId, 1);
  await renderPage(<PaymentPage />, PAYMENT, { harness });
  await screen.findByRole('heading', { name: 'बिल की जानकारी', hidden: true });
  return harness;
}

describe('the Payment page in Hindi', () => {
  inLanguage('hi');

  it('says in Hindi that the kitchen does not deliver to the address, and why, with Indian-grouped kilometres', async () => {
    await paymentPage('priya', 2); // Rajdhani Express Kitchen, New Delhi; Priya's only address is in Mumbai
    const why =
      'Rajdhani Express Kitchen इस पते पर डिलीवरी नहीं करता: यह 1,153 किमी दूर है, और यह 25 किमी के अंदर डिलीवरी करता है।';
    expect(await screen.findByText(`${why} डिलीवरी क्षेत्र के अंदर का कोई सेव पता चुनें, या नया जोड़ें।`)).toBeInTheDocument();
    expect(screen.getByText('1,153 किमी दूर: डिलीवरी क्षेत्र से बाहर')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(
      screen.queryByText(/does not deliver|outside the delivery area|Choose a saved address/),
    ).not.toBeInTheDocument();
  });

  it('says in Hindi that an order found no network, and the button works again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = await paymentPage('aarav', 1);
    failNetworkFor(harness, pathOf('initOrder'));
    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर करें' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('नेटवर्क में गड़बड़ी।')).toBeInTheDocument();
    expect(screen.queryByText('Network Error.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeEnabled();
  });
});
