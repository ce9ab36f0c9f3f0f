import { describe, expect, it } from 'vitest';
import { onboardingDrafts, visitorSession } from '../../../test/helpers/portDoubles';
import { MenuSetupStore } from './MenuSetupStore';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

function givenStoreWithCategory(name = 'Breakfast') {
  const onboarding = new PartnerOnboardingStore(onboardingDrafts(), visitorSession());
  const menu = new MenuSetupStore(onboarding);
  menu.newCategory.setField('name', name);
  menu.addCategory();
  return { onboarding, menu, categoryId: menu.categories[0]!.id };
}

function addItem(menu: MenuSetupStore, categoryId: number, name: string, price: string) {
  menu.openNewItem(categoryId);
  menu.editor!.form.setField('name', name);
  menu.editor!.form.setField('price', price);
  return menu.saveItem();
}

describe('MenuSetupStore', () => {
  it('adds expanded categories with a non-blank, new name', () => {
    const { menu } = givenStoreWithCategory();
    expect(menu.categories).toMatchObject([{ name: 'Breakfast', expanded: true, items: [] }]);
    menu.newCategory.setField('name', '  ');
    expect(menu.addCategory()).toBe(false);
    expect(menu.newCategory.error('name')).toBe('categoryNameRequired');
    menu.newCategory.setField('name', 'BREAKFAST');
    expect(menu.addCategory()).toBe(false);
    expect(menu.newCategory.error('name')).toBe('categoryNameTaken');
  });

  it('expands, collapses and renames a category', () => {
    const { menu, categoryId } = givenStoreWithCategory();
    menu.toggleCategory(categoryId);
    expect(menu.categories[0]!.expanded).toBe(false);
    menu.startRename(categoryId);
    menu.renaming!.form.setField('name', ' ');
    expect(menu.saveRename()).toBe(false);
    expect(menu.renaming!.form.error('name')).toBe('categoryNameRequired');
    menu.renaming!.form.setField('name', 'Morning Specials');
    expect(menu.saveRename()).toBe(true);
    expect(menu.categories[0]!.name).toBe('Morning Specials');
  });

  it('refuses an item without a name and a price, and saves a valid one', () => {
    const { menu, categoryId } = givenStoreWithCategory();
    menu.openNewItem(categoryId);
    expect(menu.editor!.form.error('name')).toBeNull();
    expect(menu.saveItem()).toBe(false);
    expect([menu.editor!.form.error('name'), menu.editor!.form.error('price')]).toEqual([
      'itemNameRequired',
      'priceRequired',
    ]);
    menu.editor!.form.setField('rating', '5.5');
    expect(menu.editor!.form.error('rating')).toBe('ratingInvalid');
    menu.editor!.form.setField('rating', '4.3');
    menu.editor!.form.setField('name', 'Masala Dosa');
    menu.editor!.form.setField('price', '149');
    expect(menu.saveItem()).toBe(true);
    expect(menu.editor).toBeNull();
    expect(menu.categories[0]!.items).toMatchObject([
      { id: 1, name: 'Masala Dosa', pricePaise: 14900, rating: 4.3, reviewCount: 0 },
    ]);
  });

  it('edits, toggles and removes items, with ids unique across categories', () => {
    const { menu, categoryId } = givenStoreWithCategory();
    addItem(menu, categoryId, 'Idli', '60');
    menu.newCategory.setField('name', 'Mains');
    menu.addCategory();
    const mains = menu.categories[1]!.id;
    addItem(menu, mains, 'Thali', '250');
    expect(menu.categories[1]!.items[0]!.id).toBe(2);

    menu.openEditItem(categoryId, 1);
    expect(menu.editor!.input.price).toBe('60');
    menu.editor!.form.setField('price', '65.50');
    menu.saveItem();
    expect(menu.categories[0]!.items[0]!.pricePaise).toBe(6550);

    menu.toggleAvailability(mains, 2);
    expect(menu.categories[1]!.items[0]!.availability).toBe(false);
    menu.removeItem(mains, 2);
    expect(menu.categories[1]!.items).toEqual([]);
  });

  it('removes an empty category at once and asks before removing one with items', () => {
    const { menu, categoryId } = givenStoreWithCategory();
    addItem(menu, categoryId, 'Idli', '60');
    menu.requestRemoval(categoryId);
    expect(menu.removalRequest?.name).toBe('Breakfast');
    menu.cancelRemoval();
    expect(menu.categories).toHaveLength(1);
    menu.requestRemoval(categoryId);
    menu.confirmRemoval();
    expect(menu.categories).toEqual([]);
    menu.newCategory.setField('name', 'Snacks');
    menu.addCategory();
    menu.requestRemoval(menu.categories[0]!.id);
    expect(menu.categories).toEqual([]);
  });

  it('lets the owner proceed only with at least one item', () => {
    const { menu, categoryId, onboarding } = givenStoreWithCategory();
    expect(menu.proceed()).toBe(false);
    expect(menu.proceedError).toBe('menuNeedsAnItem');
    addItem(menu, categoryId, 'Idli', '60');
    expect(menu.proceed()).toBe(true);
    expect(onboarding.completion.menu).toBe(true);
  });
});
