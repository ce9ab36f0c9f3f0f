import { expect, it } from 'vitest';
import type { AppError } from '../../domain/errors/AppError';
import { paiseFromRupees } from '../../domain/money/paise';
import { scaledRestaurantId } from '../fake/seed/catalogueScale';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { type MenuApi, MenuApiToken } from '../ports/MenuApi';
import { describeEachAdapterSet, type Harness } from '../../../test/helpers/adapterSets';
import { customizableDish, menuOf, nonDefaultChoices, restaurantFixture } from '../../../test/helpers/menuFixtures';
import { signIn } from '../../../test/helpers/signIn';

const api = (h: Harness) => h.container.get<MenuApi>(MenuApiToken);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

describeEachAdapterSet('MenuApi contract', (harness) => {
  it("answers the restaurant header: name, rating, reviews, area, delivery time and the kitchen's place", async () => {
    const fixture = restaurantFixture(1);
    expect(await api(harness()).restaurantDetail('1')).toEqual({
      id: '1',
      name: fixture.name,
      rating: fixture.rating,
      totalReviews: fixture.totalReviews,
      area: fixture.area,
      estimatedDeliveryTime: fixture.estimatedDeliveryTime,
      location: { latitude: fixture.latitude, longitude: fixture.longitude },
    });
  });

  it('answers a scale-test copy with its fixture restaurant and 404 for an unknown id', async () => {
    const copy = await api(harness()).restaurantDetail(String(scaledRestaurantId(7, 3)));
    expect(copy.name).toBe(restaurantFixture(7).name);
    expect(await rejection(api(harness()).restaurantDetail('999'))).toMatchObject({
      kind: 'not-found',
      message: 'Restaurant not found',
    });
    expect(await rejection(api(harness()).items('abc', { page: 1, limit: 10 }))).toMatchObject({ kind: 'not-found' });
  });

  it('pages the menu by 10 in menu order with the total, prices in paise', async () => {
    const fixture = menuOf(1);
    const first = await api(harness()).items('1', { page: 1, limit: 10 });
    const second = await api(harness()).items('1', { page: 2, limit: 10 });
    expect(first.total).toBe(fixture.length);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(fixture.length - 10);
    expect([...first.items, ...second.items].map((item) => item.menuId)).toEqual(
      fixture.map((item) => String(item.menuId)),
    );
    const [dish] = first.items;
    expect(dish).toMatchObject({
      price: paiseFromRupees(fixture[0]!.price),
      finalPrice: paiseFromRupees(fixture[0]!.finalPrice),
      itemName: fixture[0]!.itemName,
    });
    expect(dish!.imageUrl).not.toBe('');
  });

  it('filters by meal category, bestsellers and search text', async () => {
    for (const mealCategory of ['Veg', 'Non Veg', 'Egg'] as const) {
      const page = await api(harness()).items('1', { page: 1, limit: 50, mealCategory });
      expect(page.total).toBe(menuOf(1).filter((item) => item.mealCategory === mealCategory).length);
      expect(page.items.every((item) => item.mealCategory === mealCategory)).toBe(true);
    }
    const bestsellers = await api(harness()).items('1', { page: 1, limit: 50, bestsellersOnly: true });
    expect(bestsellers.items.length).toBeGreaterThan(0);
    expect(bestsellers.items.every((item) => item.isBestSeller)).toBe(true);
    const searched = await api(harness()).items('1', { page: 1, limit: 50, search: 'BIRYANI' });
    expect(searched.items.length).toBeGreaterThan(0);
    expect(
      searched.items.every((item) => `${item.itemName} ${item.description}`.toLowerCase().includes('biryani')),
    ).toBe(true);
  });

  it('marks Jain and Satvik dishes, filters by them and lists the markers of the whole menu', async () => {
    // Restaurant 22's menu is served by the station kitchen at Dadar (FEATURES F-train-more: Jain and satvik).
    const marked = (mark: 'Jain' | 'Satvik') => menuOf(22).filter((item) => item.dietMarks?.includes(mark));
    for (const diet of ['Jain', 'Satvik'] as const) {
      const page = await api(harness()).items('22', { page: 1, limit: 50, diet });
      expect(marked(diet).length).toBeGreaterThan(0);
      expect(page.items.map((item) => item.itemName)).toEqual(marked(diet).map((item) => item.itemName));
      expect(page.items.every((item) => item.dietMarks?.includes(diet))).toBe(true);
      expect(page.dietMarks).toEqual(['Jain', 'Satvik']);
    }
    const whole = await api(harness()).items('22', { page: 1, limit: 50 });
    expect(whole.items.find((item) => item.itemName === marked('Jain')[0]!.itemName)!.dietMarks).toContain('Jain');
    const ordinary = await api(harness()).items('1', { page: 1, limit: 10 });
    expect(ordinary.dietMarks).toEqual([]);
    expect(ordinary.items.every((item) => item.dietMarks?.length === 0)).toBe(true);
  });

  it('searches every item of the menu; blank text finds nothing', async () => {
    const found = await api(harness()).searchItems('1', 'biryani');
    expect(found.map((item) => item.menuId)).toEqual(
      menuOf(1)
        .filter((item) => `${item.itemName} ${item.description}`.toLowerCase().includes('biryani'))
        .map((item) => String(item.menuId)),
    );
    expect(await api(harness()).searchItems('1', '   ')).toEqual([]);
  });

  it('answers add-on groups in paise with radio/checkbox and absolute/relative, and no existing customizations for a visitor', async () => {
    const dish = customizableDish(1);
    const options = await api(harness()).addOnOptions(String(dish.menuId));
    expect(options.existing).toEqual([]);
    expect(options.groups).toEqual(
      dish.addOnGroups.map((group) => ({
        id: String(group.id),
        groupName: group.groupName,
        type: group.type,
        priceType: group.priceType,
        options: group.items.map((option) => ({
          id: String(option.id),
          itemName: option.itemName,
          price: paiseFromRupees(option.price),
          isDefault: option.isDefault,
        })),
      })),
    );
    expect(await rejection(api(harness()).addOnOptions('424242'))).toMatchObject({ kind: 'not-found' });
  });

  it("lists the customer's customizations already in the cart as existingMenu", async () => {
    await signIn(harness());
    const dish = customizableDish(1);
    await harness()
      .container.get<CartApi>(CartApiToken)
      .addItemWithOptions({
        restaurantId: '1',
        menuId: String(dish.menuId),
        quantity: 2,
        choices: nonDefaultChoices(dish),
        menuCount: null,
      });
    const { existing } = await api(harness()).addOnOptions(String(dish.menuId));
    expect(existing).toHaveLength(1);
    expect(existing[0]).toMatchObject({ menuId: String(dish.menuId), menuCount: 1, quantity: 2 });
    expect(existing[0]!.itemsText).not.toBe('');
  });
});
