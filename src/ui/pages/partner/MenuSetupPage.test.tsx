import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/helpers/renderPage';
import { MenuSetupPage } from './menu/MenuSetupPage';

describe('partner onboarding: menu setup', () => {
  it('needs a category name, then adds an expanded category', async () => {
    await renderPage(<MenuSetupPage />, '/menu-setup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    expect(screen.getByText('Enter a category name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Category name'), 'Breakfast{Enter}');
    const category = screen.getByRole('region', { name: 'Breakfast' });
    expect(within(category).getByRole('button', { name: /Breakfast/, expanded: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Category name')).toHaveValue('');
  });

  it('refuses an item without a name and a price, then lists a valid one', async () => {
    await renderPage(<MenuSetupPage />, '/menu-setup');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Category name'), 'Breakfast{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add item to Breakfast' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a dish' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));
    expect(within(dialog).getByText('Enter the item name')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Rating')).toHaveValue(4);

    const fill = async (label: string, text: string) => {
      await user.clear(within(dialog).getByLabelText(label));
      await user.paste(text);
    };
    await fill('Item name', 'Masala Dosa');
    await fill('Price (₹)', '12.345');
    expect(within(dialog).getByText('Enter a price in rupees, e.g. 249 or 249.50')).toBeInTheDocument();
    await fill('Price (₹)', '149');
    await fill('Rating', '5.5');
    expect(within(dialog).getByText('Rating must be between 1 and 5, in steps of 0.1')).toBeInTheDocument();
    await fill('Rating', '4.6');
    await user.click(within(dialog).getByRole('radio', { name: 'Masala dosa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Item' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const category = screen.getByRole('region', { name: 'Breakfast' });
    expect(within(category).getByText('Masala Dosa')).toBeInTheDocument();
    expect(within(category).getByText(/₹149 · .*4\.6 \(0 reviews\)/)).toBeInTheDocument();
    await user.click(within(category).getByRole('button', { name: /Breakfast/, expanded: true }));
    await waitForElementToBeRemoved(() => within(category).queryByText('Masala Dosa'));
  });

  it('Proceed needs at least one item', async () => {
    const { router } = await renderPage(<MenuSetupPage />, '/menu-setup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Proceed' }));
    expect(screen.getByText('Add at least one item to your menu before you continue')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/menu-setup');
  });
});
