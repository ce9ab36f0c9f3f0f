import { expect, it } from 'vitest';
import { CuisineDtoSchema, RestaurantListDtoSchema } from '../schemas/catalogue';
import { MenuItemDtoSchema } from '../schemas/menu';
import { OrderDtoSchema } from '../schemas/orders';
import { toCuisineCategory, toRestaurantSummary } from './catalogueMappers';
import { toMenuItem } from './menuMappers';
import { toOrder } from './orderMappers';

const HOSTILE = 'javascript:alert(document.cookie)';

it('drops picture addresses from the server that the app must not load (FEATURES F-safety), and keeps https ones', () => {
  expect(
    toRestaurantSummary(RestaurantListDtoSchema.parse({ id: 1, name: 'A', restaurantImage: HOSTILE })).imageUrl,
  ).toBe('');
  expect(
    toRestaurantSummary(
      RestaurantListDtoSchema.parse({ id: 1, name: 'A', restaurantImage: 'https://cdn.example/a.jpg' }),
    ).imageUrl,
  ).toBe('https://cdn.example/a.jpg');
  expect(
    toCuisineCategory(
      CuisineDtoSchema.parse({ category_id: 1, category_name: 'B', category_image: '//evil.example/b.png' }),
    ).imageUrl,
  ).toBe('');
  expect(
    toMenuItem(MenuItemDtoSchema.parse({ menuId: 1, itemName: 'C', price: 10, imageUrl: 'http://cdn.example/c.jpg' }))
      .imageUrl,
  ).toBe('');
  expect(
    toOrder(
      OrderDtoSchema.parse({
        id: 1,
        orderId: 2,
        restaurantId: 3,
        restaurantName: 'D',
        createdAt: 0,
        totalAmount: 1,
        restaurantImage: HOSTILE,
      }),
    ).restaurantImage,
  ).toBe('');
});
