import type { z } from 'zod/mini';
import type { AddOnGroupDtoSchema, MenuItemDtoSchema } from '../../../api/schemas/menu';
import type { MenuItemRecord } from '../../db/menuRecords';
import { fixtureImageUrl } from '../../seed/fixtureImages';
import { addOnItemsCountOf } from './menuRecordsAsDomain';

/** A dish as get-restaurant-items answers it (FEATURES F-menu: Menu item), in rupees. */
export function menuItemDto(item: MenuItemRecord): z.input<typeof MenuItemDtoSchema> {
  const firstGroup = item.addOnGroups[0];
  const defaultItem = firstGroup?.items.find((option) => option.isDefault) ?? firstGroup?.items[0];
  return {
    menuId: item.menuId,
    itemName: item.itemName,
    description: item.description,
    imageUrl: fixtureImageUrl(item.image),
    price: item.price,
    finalPrice: item.finalPrice,
    isAvailable: item.isAvailable,
    mealCategory: item.mealCategory,
    isBestSeller: item.isBestSeller,
    ratingAvg: item.ratingAvg,
    ratingCount: item.ratingCount,
    addOnItemsCount: addOnItemsCountOf(item),
    defaultGroupId: firstGroup?.id ?? null,
    defaultItemId: defaultItem?.id ?? null,
    dietMarks: item.dietMarks,
  };
}

export const addOnGroupDto = (group: MenuItemRecord['addOnGroups'][number]): z.input<typeof AddOnGroupDtoSchema> => ({
  id: group.id,
  groupName: group.groupName,
  type: group.type,
  priceType: group.priceType,
  items: group.items.map((option) => ({
    id: option.id,
    itemName: option.itemName,
    price: option.price,
    isDefault: option.isDefault,
  })),
});
