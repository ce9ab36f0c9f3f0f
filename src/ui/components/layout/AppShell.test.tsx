import { said } from '../../../application/notifications/Notice';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationCenter } from '../../../application/notifications/NotificationCenter';
import { StorageKeys } from '../../../infrastructure/ports/KeyValueStore';
import { clearDemoSettings, setDemoSettings } from '../../../../test/helpers/apiOperations';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderApp } from '../../../../test/helpers/renderApp';

describe('app shell', () => {
  it.each(['/login', '/signup', '/forgot-password'])('hides the header, footer and bottom bar on %s', async (path) => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('shows the header, footer and bottom bar elsewhere, with Offers marked NEW and Help', async () => {
    await renderApp('/help');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: /Offers/ })).toHaveTextContent('NEW');
    expect(within(header).getByRole('link', { name: /Help/ })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const bottomBar = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(bottomBar).getByRole('link', { name: 'Food' })).toHaveAttribute('href', '/foods/item-card/2');
  });

  it("the keyboard's first stop skips past the header to the page (WCAG 2.4.1)", async () => {
    await renderApp('/help');
    await screen.findByRole('banner');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(window.location.hash).toBe('');
    await user.tab();
    expect(main.contains(document.activeElement)).toBe(true);
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('the skip link comes before a push on screen: its button does not take the first Tab', async () => {
    const { harness } = await renderApp('/help');
    await screen.findByRole('banner');
    act(() =>
      harness.container.get(NotificationCenter).notify('Order RB100001 is on its way', 'info', 'push', {
        action: { label: said('Track Order'), run: () => {} },
      }),
    );
    await screen.findByRole('button', { name: 'Track Order' });
    await userEvent.setup().tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('shows the cart button only to signed-in customers', async () => {
    await renderApp('/help');
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('the drawer welcomes a visitor with Sign In and Create Account, and Escape closes it', async () => {
    await renderApp('/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(drawer).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the drawer shows a signed-in customer, the placeholder stats and every entry; Logout signs out', async () => {
    const { harness } = await renderApp('/help', { signedInAs: 'aarav' });
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/foods/item-view-cart');
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Aarav Sharma')).toBeInTheDocument();
    expect(within(drawer).getByText('aarav@railbite.example')).toBeInTheDocument();
    for (const figure of ['4.8', 'Gold', '₹240', '120 points', '3 updates'])
      expect(within(drawer).getByText(figure)).toBeInTheDocument();
    for (const entry of [
      'Order History',
      'Delivery Addresses',
      'Favorites',
      'Offers & Coupons',
      'Help & Support',
      'Account Settings',
    ]) {
      expect(within(drawer).getByText(entry)).toBeInTheDocument();
    }
    harness.storage.setItem(StorageKeys.userAddresses, '[]');
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument());
    for (const key of [StorageKeys.credentials, StorageKeys.user, StorageKeys.userAddresses])
      expect(harness.storage.getItem(key)).toBeNull();
  });

  it("says when the customer's details could not be read, and reads them again on Try again", async () => {
    const harness = await createHarness('fake');
    setDemoSettings(harness.storage, { faults: { me: 'server' } });
    await renderApp('/help', { harness, signedInAs: 'aarav' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/Your details could not be loaded\./)).toBeInTheDocument();
    clearDemoSettings(harness.storage);
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('Aarav Sharma')).toBeInTheDocument();
    expect(within(drawer).queryByText(/Your details could not be loaded/)).not.toBeInTheDocument();
  });
});
