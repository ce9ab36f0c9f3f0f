import type { z } from 'zod/mini';
import { choicesText } from '../../../../domain/menu/addOnChoices';
import { dietMarkOf, dietMarksOf } from '../../../../domain/menu/dietMarks';
import { matchesItemSearch, matchesMealQuery } from '../../../../domain/menu/mealFilter';
import { mealCategoryOf } from '../../../../domain/menu/MenuItem';
import {
  type AddOnResponseSchema,
  MenuItemsQuerySchema,
  type MenuItemsResponseSchema,
  type RestaurantDetailResponseSchema,
  SearchItemsQuerySchema,
  type SearchItemsResponseSchema,
} from '../../../api/schemas/menu';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { MenuItemRecord } from '../../db/menuRecords';
import type { Authenticator } from '../auth/Authenticator';
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { RequestContext } from '../RequestContext';
import { addOnGroupDto, menuItemDto } from './menuItemDto';
import { addOnGroupsOf, domainChoices } from './menuRecordsAsDomain';
import { numericId, requireRestaurant } from './restaurantLookup';

export const ITEM_NOT_FOUND_TEXT = 'This item is no longer on the menu';

/** The server side of restaurant menus: detail, pages of items, item search and add-on groups. */
export class MenuService {
  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
  ) {}

  restaurantDetail(restaurantId: string): z.input<typeof RestaurantDetailResponseSchema> {
    const restaurant = requireRestaurant(this.db, restaurantId);
    return {
      success: true,
      data: {
        id: restaurant.requestedId,
        restaurant_name: restaurant.name,
        rating: restaurant.rating,
        total_reviews: restaurant.totalReviews,
        area: restaurant.area,
        estimated_delivery_time: restaurant.estimatedDeliveryTime,
        latitude: restaurant.latitude,
        longitude: restaurant.longitude,
      },
    };
  }

  /** One page of the menu in menu order, filtered like the chips and the search box ask. */
  async items(restaurantId: string, query: unknown): Promise<z.input<typeof MenuItemsResponseSchema>> {
    const { page, limit, mealCategory, isBestseller, search, diet } = parseRequest(MenuItemsQuerySchema, query);
    const category = mealCategory ? mealCategoryOf(mealCategory) : null;
    if (mealCategory && !category) throw refuse(400, 'Unknown meal category');
    const dietMark = diet ? dietMarkOf(diet) : null;
    if (diet && !dietMark) throw refuse(400, 'Unknown diet');
    const filter = {
      mealCategory: category ?? undefined,
      bestsellersOnly: isBestseller === '1' || isBestseller === 'true',
      diet: dietMark ?? undefined,
    };
    const menu = await this.menuOf(restaurantId);
    const matching = menu.filter((item) => matchesMealQuery(item, filter) && matchesItemSearch(item, search ?? ''));
    return {
      success: true,
      data: matching.slice((page - 1) * limit, page * limit).map(menuItemDto),
      total: matching.length,
      dietMarks: dietMarksOf(menu.flatMap((item) => item.dietMarks ?? [])),
    };
  }

  /** Every dish matching the text; a blank search finds nothing (search runs only for non-blank text). */
  async search(restaurantId: string, query: unknown): Promise<z.input<typeof SearchItemsResponseSchema>> {
    const { search } = parseRequest(SearchItemsQuerySchema, query);
    const menu = await this.menuOf(restaurantId);
    return {
      success: true,
      data: search.trim() === '' ? [] : menu.filter((item) => matchesItemSearch(item, search)).map(menuItemDto),
    };
  }

  /** The dish's add-on groups; with a session, its customizations already in the customer's cart. */
  async addOns(menuId: string, context: RequestContext): Promise<z.input<typeof AddOnResponseSchema>> {
    const item = await this.requireItem(menuId);
    const user = context.token ? this.auth.requireUser(context) : null;
    const lines = user
      ? this.db.cartLines.findMany((q) => q.where({ userId: user.id, menuId: item.menuId }), {
          orderBy: { menuCount: 'asc' },
        })
      : [];
    const groups = addOnGroupsOf(item);
    return {
      success: true,
      groupData: item.addOnGroups.map(addOnGroupDto),
      existingMenu: lines.map((line) => ({
        menuID: line.menuId,
        menuCount: line.menuCount,
        quantity: line.quantity,
        items: choicesText(groups, domainChoices(line.choices)),
      })),
    };
  }

  async requireItem(menuId: string | number): Promise<MenuItemRecord> {
    const id = numericId(menuId);
    const item = id === null ? undefined : await this.db.menuItems.find(id);
    if (!item) throw refuse(404, ITEM_NOT_FOUND_TEXT);
    return item;
  }

  private menuOf(restaurantId: string): Promise<MenuItemRecord[]> {
    const { baseId } = requireRestaurant(this.db, restaurantId);
    return this.db.menuItems.ofRestaurant(baseId);
  }
}
