import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressBookStore } from '../../../application/address/AddressBookStore';
import { TrainTripStore } from '../../../application/train/TrainTripStore';
import { StorageKeys } from '../../../infrastructure/ports/KeyValueStore';
import { renderApp } from '../../../../test/helpers/renderApp';

describe('header address dropdown', () => {
  it('auto-selects the default; choosing another selects it, caches it and closes the dropdown', async () => {
    const user = userEvent.setup();
    const { harness } = await renderApp('/', { signedInAs: 'aarav' });
    const trigger = await screen.findByRole('button', { name: /Deliver to Home · Flat 302/ });
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Home (Default): Flat 302'),
      expect.stringContaining('Work: Office 12'),
      'Add New Address',
    ]);
    expect(menu).toHaveTextContent('New Delhi, Delhi 110019');
    await user.click(screen.getByRole('menuitem', { name: /Work: Office 12/ }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Deliver to Work · Office 12/ })).toBeInTheDocument();
    expect(JSON.parse(harness.storage.getItem(StorageKeys.latestAddress)!)).toMatchObject({
      locationName: 'Office 12, Third Floor, Eros Corporate Tower',
    });

    await user.click(screen.getByRole('button', { name: /Deliver to/ }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is not shown to visitors', async () => {
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deliver to/ })).not.toBeInTheDocument();
  });
});

describe("'Add Delivery Address' prompt", () => {
  it('asks a customer without addresses once; Browse Without Address keeps it away for the session', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/', { signedInAs: 'kabir' });
    const prompt = await screen.findByRole('dialog', { name: 'Add Delivery Address' });
    expect(prompt).toHaveTextContent('Add New Address');
    await user.click(screen.getByRole('button', { name: 'Browse Without Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => router.navigate('/help'));
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('dialog', { name: 'Add Delivery Address' })).not.toBeInTheDocument();
  });

  it('leaves a passenger ordering to a train seat alone: not on the train pages, nor once a journey is found', async () => {
    const { router, harness } = await renderApp('/train', { signedInAs: 'kabir' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(harness.container.get(AddressBookStore).showsNoAddressPrompt).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Add Delivery Address' })).not.toBeInTheDocument();
    expect(await harness.container.get(TrainTripStore).findByPnr('2401234567')).toBe(true);
    await act(() => router.navigate('/foods/item-card/37'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Delivery Address' })).not.toBeInTheDocument();
  });

  it('Add New Address opens the add form', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/', { signedInAs: 'kabir' });
    await screen.findByRole('dialog', { name: 'Add Delivery Address' });
    await user.click(screen.getByRole('button', { name: 'Add New Address' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/address/add'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
  });
});
