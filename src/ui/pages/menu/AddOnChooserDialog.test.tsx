import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuOrderingStore } from '../../../application/menu/MenuOrderingStore';
import type { MenuItem } from '../../../domain/menu/MenuItem';
import { type MenuApi, MenuApiToken } from '../../../infrastructure/ports/MenuApi';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { customizableDish, dishWithFreeChoice } from '../../../../test/helpers/menuFixtures';
import { AppProviders } from '../../app/AppProviders';
import { formatRupees } from '../../format/formatRupees';
import { AddOnChooserDialog } from './AddOnChooserDialog';

async function openChooser(fixture = customizableDish(1)) {
  const harness = await createHarness('fake');
  const page = await harness.container.get<MenuApi>(MenuApiToken).items('1', { page: 1, limit: 50 });
  const item = page.items.find((candidate) => candidate.menuId === String(fixture.menuId)) as MenuItem;
  const ordering = harness.container.get(MenuOrderingStore);
  render(
    <AppProviders container={harness.container}>
      <AddOnChooserDialog ordering={ordering} />
    </AppProviders>,
  );
  await act(() => ordering.chooser.open(item, '1'));
  return {
    item,
    fixture,
    chooser: ordering.chooser,
    dialog: await screen.findByRole('dialog', { name: item.itemName }),
  };
}

const total = (dialog: HTMLElement) => within(dialog).getByText(/^Item total/).textContent;

describe('AddOnChooserDialog', () => {
  it('shows the option chosen in a group whose options cost nothing (the price, and so the dialog, did not change)', async () => {
    const { fixture, dialog } = await openChooser(dishWithFreeChoice(1));
    const group = fixture.addOnGroups.find(
      (candidate) => candidate.type === 'radio' && candidate.items.every((option) => option.price === 0),
    )!;
    const other = group.items.find((option) => !option.isDefault)!;
    const radio = within(dialog).getByRole('radio', { name: new RegExp(`^${other.itemName}`) });
    expect(radio).not.toBeChecked();
    await userEvent.setup().click(radio);
    expect(radio).toBeChecked();
  });

  it('has a visible Close button that closes it without adding anything', async () => {
    const { chooser, dialog } = await openChooser();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(chooser.isOpen).toBe(false);
  });

  it('shows the live price as options and quantity change; the quantity never goes below 1', async () => {
    const { fixture, dialog } = await openChooser();
    const user = userEvent.setup();
    const radioGroup = fixture.addOnGroups.find((group) => group.type === 'radio' && group.priceType === 'absolute')!;
    const checkboxGroup = fixture.addOnGroups.find(
      (group) => group.type === 'checkbox' && group.priceType === 'relative',
    )!;
    const defaultRadio = radioGroup.items.find((option) => option.isDefault)!;
    const otherRadio = radioGroup.items.find((option) => !option.isDefault)!;
    const defaultExtras = checkboxGroup.items
      .filter((option) => option.isDefault)
      .reduce((sum, option) => sum + option.price, 0);
    const paise = (rupees: number) => rupees * 100;

    expect(within(dialog).getByRole('radio', { name: new RegExp(`^${defaultRadio.itemName}`) })).toBeChecked();
    expect(total(dialog)).toBe(`Item total ${formatRupees(paise(defaultRadio.price + defaultExtras))}`);

    await user.click(within(dialog).getByRole('radio', { name: new RegExp(`^${otherRadio.itemName}`) }));
    expect(total(dialog)).toBe(`Item total ${formatRupees(paise(otherRadio.price + defaultExtras))}`);

    const extra = checkboxGroup.items.find((option) => !option.isDefault)!;
    await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${extra.itemName}`) }));
    const unit = otherRadio.price + defaultExtras + extra.price;
    expect(total(dialog)).toBe(`Item total ${formatRupees(paise(unit))}`);

    const decrease = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    expect(total(dialog)).toBe(`Item total ${formatRupees(paise(2 * unit))}`);
    await user.click(decrease);
    expect(within(dialog).getByLabelText('Quantity 1')).toBeInTheDocument();
    expect(decrease).toBeDisabled();
  });

  it('labels absolute options with the price they set and relative ones with what they add', async () => {
    const { fixture, dialog } = await openChooser();
    const absolute = fixture.addOnGroups.find((group) => group.priceType === 'absolute')!.items[0]!;
    const relative = fixture.addOnGroups
      .find((group) => group.priceType === 'relative')!
      .items.find((option) => option.price > 0)!;
    expect(
      within(dialog).getByRole('radio', { name: `${absolute.itemName}${formatRupees(absolute.price * 100)}` }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('checkbox', { name: `${relative.itemName}+${formatRupees(relative.price * 100)}` }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });
});
