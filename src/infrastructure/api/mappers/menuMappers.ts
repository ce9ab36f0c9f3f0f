import { dietMarksOf } from '../../../domain/menu/dietMarks';
import { AppError } from '../../../domain/errors/AppError';
import { MALFORMED_RESPONSE_TEXT } from '../../../domain/errors/errorText';
import type { AddOnGroup, AddOnOptions } from '../../../domain/menu/AddOnGroup';
import { type MenuItem, mealCategoryOf } from '../../../domain/menu/MenuItem';
import type { RestaurantDetail } from '../../../domain/menu/RestaurantDetail';
import { type GeoPoint, isUsablePoint } from '../../../domain/geo/GeoPoint';
import { paiseFromRupees } from '../../../domain/money/paise';
import type { MenuPage, MenuPageQuery } from '../../ports/MenuApi';
import type {
  AddOnGroupDto,
  AddOnResponse,
  MenuItemDto,
  MenuItemsResponse,
  RestaurantDetailResponse,
  SearchItemsResponse,
} from '../schemas/menu';
import { ensureSuccess } from './ensureSuccess';
import { safeImageUrl } from '../../../domain/security/urls';

export function toRestaurantDetail(response: RestaurantDetailResponse, requestedId: string): RestaurantDetail {
  const dto = ensureSuccess(response).data;
  if (!dto) throw new AppError('malformed', MALFORMED_RESPONSE_TEXT);
  return {
    id: dto.id ?? dto.restaurant_id ?? requestedId,
    name: dto.restaurant_name,
    rating: dto.rating ?? null,
    totalReviews: dto.total_reviews ?? 0,
    area: dto.area ?? '',
    estimatedDeliveryTime: dto.estimated_delivery_time ?? null,
    location: kitchenLocation(dto.latitude, dto.longitude),
  };
}

/** The kitchen's point when the answer gives a usable one (no point: the browser cannot tell its reach). */
function kitchenLocation(lat: number | null | undefined, lon: number | null | undefined): GeoPoint | null {
  if (lat === null || lat === undefined || lon === null || lon === undefined) return null;
  const point = { latitude: lat, longitude: lon };
  return isUsablePoint(point) ? point : null;
}

export function toMenuItem(dto: MenuItemDto): MenuItem {
  const price = paiseFromRupees(dto.price);
  return {
    menuId: dto.menuId,
    itemName: dto.itemName,
    description: dto.description ?? '',
    imageUrl: safeImageUrl(dto.imageUrl),
    price,
    finalPrice: dto.finalPrice === null || dto.finalPrice === undefined ? price : paiseFromRupees(dto.finalPrice),
    isAvailable: dto.isAvailable ?? true,
    mealCategory: dto.mealCategory ? mealCategoryOf(dto.mealCategory) : null,
    isBestSeller: dto.isBestSeller ?? false,
    ratingAvg: dto.ratingAvg ?? null,
    ratingCount: dto.ratingCount ?? 0,
    addOnItemsCount: dto.addOnItemsCount ?? 0,
    defaultGroupId: dto.defaultGroupId ?? null,
    defaultItemId: dto.defaultItemId ?? null,
    dietMarks: dietMarksOf(dto.dietMarks ?? []),
  };
}

export function toMenuPage(response: MenuItemsResponse): MenuPage {
  const items = ensureSuccess(response).data.map(toMenuItem);
  return { items, total: response.total ?? items.length, dietMarks: dietMarksOf(response.dietMarks ?? []) };
}

export const toSearchResults = (response: SearchItemsResponse): MenuItem[] =>
  ensureSuccess(response).data.map(toMenuItem);

export function toAddOnGroup(dto: AddOnGroupDto): AddOnGroup {
  return {
    id: dto.id,
    groupName: dto.groupName,
    type: dto.type,
    priceType: dto.priceType,
    options: dto.items.map((item) => ({
      id: item.id,
      itemName: item.itemName,
      price: paiseFromRupees(item.price),
      isDefault: item.isDefault ?? false,
    })),
  };
}

export function toAddOnOptions(response: AddOnResponse): AddOnOptions {
  ensureSuccess(response);
  return {
    groups: (response.groupData ?? []).map(toAddOnGroup),
    existing: (response.existingMenu ?? []).map((dto) => ({
      menuId: dto.menuID,
      menuCount: dto.menuCount,
      quantity: dto.quantity,
      itemsText: dto.items ?? '',
    })),
  };
}

/** The get-restaurant-items query string (isBestseller=1 for bestsellers only). */
export function menuItemsQuery(query: MenuPageQuery): Record<string, string | number | undefined> {
  return {
    page: query.page,
    limit: query.limit,
    mealCategory: query.mealCategory,
    isBestseller: query.bestsellersOnly ? 1 : undefined,
    search: query.search?.trim() || undefined,
    diet: query.diet,
  };
}
