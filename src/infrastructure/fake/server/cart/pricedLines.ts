import { choicesText, chosenOptionIds } from '../../../../domain/menu/addOnChoices';
import { unitPriceWithAddOns } from '../../../../domain/menu/addOnPricing';
import { paiseFromRupees } from '../../../../domain/money/paise';
import type { CartLineRecord } from '../../db/cartRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { MenuItemRecord } from '../../db/menuRecords';
import { addOnGroupsOf, domainChoices } from '../menu/menuRecordsAsDomain';

/** A cart line priced by the server from the menu (paise), never from anything the client sent. */
export interface PricedLine {
  record: CartLineRecord;
  item: MenuItemRecord;
  unitPrice: number;
  /** The unit price at the dish's listed price, before its discount. */
  listedUnitPrice: number;
  choicesText: string;
}

export function priceLine(record: CartLineRecord, item: MenuItemRecord): PricedLine {
  const groups = addOnGroupsOf(item);
  const choices = domainChoices(record.choices);
  return {
    record,
    item,
    unitPrice: unitPriceWithAddOns(paiseFromRupees(item.finalPrice), groups, choices),
    listedUnitPrice: unitPriceWithAddOns(paiseFromRupees(item.price), groups, choices),
    choicesText: choicesText(groups, choices),
  };
}

const cartLinesOf = (db: FakeDatabase, userId: string) =>
  db.cartLines.findMany((q) => q.where({ userId }), { orderBy: [{ addedAt: 'asc' }, { menuCount: 'asc' }] });

/**
 * The customer's lines in the order they were added, priced; lines whose dish left the menu are dropped. The lines are
 * read and priced in one task, after their menus have been read: a request answered meanwhile may change the cart.
 */
export async function pricedLinesOf(db: FakeDatabase, userId: string): Promise<PricedLine[]> {
  let records = cartLinesOf(db, userId);
  while (!db.menuItems.hasReadMenusOf(records.map((record) => record.menuId))) {
    await db.menuItems.readMenusOf(records.map((record) => record.menuId));
    records = cartLinesOf(db, userId);
  }
  const priced: PricedLine[] = [];
  for (const record of records) {
    const item = db.menuItems.findRead(record.menuId);
    if (item) priced.push(priceLine(record, item));
    else db.cartLines.delete((q) => q.where({ id: record.id }));
  }
  return priced;
}

/** Whether a stored line holds exactly these chosen option ids (line identity). */
export const holdsOptions = (record: CartLineRecord, optionIds: readonly string[]): boolean =>
  chosenOptionIds(domainChoices(record.choices)).join(',') === [...optionIds].sort().join(',');
