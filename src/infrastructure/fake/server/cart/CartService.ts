import type { z } from 'zod/mini';
import type { AddOnChoice } from '../../../../domain/menu/AddOnGroup';
import { choiceProblem, chosenOptionIds, nonEmptyChoices } from '../../../../domain/menu/addOnChoices';
import {
  AddToCartRequestSchema,
  AddToCartWithOptionRequestSchema,
  type CartCountResponseSchema,
  type CartResponseSchema,
  ChangeCartRequestSchema,
} from '../../../api/schemas/cart';
import type { SuccessResponse } from '../../../api/schemas/common';
import type { CartLineRecord } from '../../db/cartRecords';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { MenuItemRecord } from '../../db/menuRecords';
import type { Authenticator } from '../auth/Authenticator';
import { refuse } from '../FakeHttpError';
import { IdempotentAnswers } from '../IdempotentAnswers';
import { addOnGroupsOf, storedChoices } from '../menu/menuRecordsAsDomain';
import type { MenuService } from '../menu/MenuService';
import { requireRestaurant } from '../menu/restaurantLookup';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';
import { randomToken } from '../security/randomCodes';
import { cartCountResponse, cartResponse } from './cartResponse';
import { holdsOptions, pricedLinesOf } from './pricedLines';

export const UNAVAILABLE_ITEM_TEXT = 'This item is not available right now';
export const LINE_GONE_TEXT = 'This customization is no longer in your cart';
/** The most of one line a customer can order (a kitchen's limit); more is capped, and the answer says so. */
export const MAX_LINE_QUANTITY = 20;
export const cappedText = (itemName: string) => `Only ${MAX_LINE_QUANTITY} of ${itemName} can be ordered`;

/**
 * The customer's server cart: one restaurant at a time (a line of another restaurant replaces the cart),
 * the same customization gains quantity, another is a new line. Prices come only from the menu. An add sent again
 * with the same Idempotency-Key (its answer was lost on the way) answers as it did and adds nothing more.
 */
export class CartService {
  private readonly adds = new IdempotentAnswers<SuccessResponse>();

  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly menu: MenuService,
    private readonly now: Clock,
  ) {}

  /** add-to-cart {restaurantId, menuId, quantity}: a dish without add-on groups. */
  async addToCart(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    return this.adds.once(user.id, context.idempotencyKey, () => this.addPlain(user.id, body));
  }

  private async addPlain(userId: string, body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(AddToCartRequestSchema, body);
    const { restaurantId, item } = await this.resolve(request.restaurantId, request.menuId);
    if (!item.isAvailable) throw refuse(409, UNAVAILABLE_ITEM_TEXT);
    if (item.addOnGroups.length > 0) throw refuse(400, `Please choose your customization for ${item.itemName}.`);
    const capped = await this.addLine(userId, restaurantId, item, [], request.quantity);
    return { success: true, message: capped ? cappedText(item.itemName) : `${item.itemName} added to your cart` };
  }

  /**
   * add-to-cart-with-option {restaurantId, menuId, menuCount, quantity,
   * group}: choices checked against the dish's groups.
   */
  async addToCartWithOption(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const user = this.auth.requireUser(context);
    return this.adds.once(user.id, context.idempotencyKey, () => this.addWithOptions(user.id, body));
  }

  private async addWithOptions(userId: string, body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(AddToCartWithOptionRequestSchema, body);
    const { restaurantId, item } = await this.resolve(request.restaurantId, request.menuId);
    const choices = request.group.map((group) => ({ groupId: group.groupId, optionIds: group.itemIds }));
    const problem = choiceProblem(addOnGroupsOf(item), choices);
    if (problem) throw refuse(400, problem);
    const capped = await this.addLine(userId, restaurantId, item, choices, request.quantity);
    return { success: true, message: capped ? cappedText(item.itemName) : `${item.itemName} added to your cart` };
  }

  /**
   * change-cart-get-cart-info: sets one line's quantity (0 or less removes
   * it, above the cap is capped); answers the whole cart.
   */
  async changeCart(context: RequestContext, body: unknown): Promise<z.input<typeof CartResponseSchema>> {
    const user = this.auth.requireUser(context);
    const request = parseRequest(ChangeCartRequestSchema, body);
    const { restaurantId, item } = await this.resolve(request.restaurantId, request.menuId);
    this.replaceOtherRestaurant(user.id, restaurantId);
    const choices =
      request.groupId && request.groupItemId ? [{ groupId: request.groupId, optionIds: [request.groupItemId] }] : [];
    const lines = this.db.cartLines.findMany((q) => q.where({ userId: user.id, menuId: item.menuId }));
    const line = request.menuCount
      ? lines.find((candidate) => candidate.menuCount === request.menuCount)
      : lines.find((candidate) => holdsOptions(candidate, chosenOptionIds(choices)));
    if (request.quantity <= 0) {
      if (line) this.db.cartLines.delete((q) => q.where({ id: line.id }));
    } else if (line) {
      if (request.quantity > line.quantity && !item.isAvailable) throw refuse(409, UNAVAILABLE_ITEM_TEXT);
      const quantity = Math.min(request.quantity, MAX_LINE_QUANTITY);
      await this.db.cartLines.update(line, { data: (record) => void (record.quantity = quantity) });
    } else {
      if (request.menuCount) throw refuse(404, LINE_GONE_TEXT);
      if (item.addOnGroups.length > 0 && choiceProblem(addOnGroupsOf(item), choices))
        throw refuse(400, `Please choose your customization for ${item.itemName}.`);
      await this.addLine(user.id, restaurantId, item, choices, request.quantity);
    }
    const answer = cartResponse(this.db, await pricedLinesOf(this.db, user.id));
    return request.quantity > MAX_LINE_QUANTITY ? { ...answer, message: cappedText(item.itemName) } : answer;
  }

  async cartInfo(context: RequestContext): Promise<z.input<typeof CartResponseSchema>> {
    return cartResponse(this.db, await pricedLinesOf(this.db, this.auth.requireUser(context).id));
  }

  async itemsCount(context: RequestContext): Promise<z.input<typeof CartCountResponseSchema>> {
    return cartCountResponse(await pricedLinesOf(this.db, this.auth.requireUser(context).id));
  }

  private async resolve(restaurantIdText: string, menuIdText: string) {
    const restaurant = requireRestaurant(this.db, restaurantIdText);
    const item = await this.menu.requireItem(menuIdText);
    if (item.restaurantId !== restaurant.baseId) throw refuse(400, `${item.itemName} is not on this restaurant's menu`);
    return { restaurantId: restaurant.requestedId, item };
  }

  private replaceOtherRestaurant(userId: string, restaurantId: number) {
    this.db.cartLines.deleteMany((q) => q.where({ userId, restaurantId: (id) => id !== restaurantId }));
  }

  /** Adds to the customer's line (a new line if none); true when the line was capped at MAX_LINE_QUANTITY. */
  private async addLine(
    userId: string,
    restaurantId: number,
    item: MenuItemRecord,
    choices: AddOnChoice[],
    quantity: number,
  ): Promise<boolean> {
    if (!item.isAvailable) throw refuse(409, UNAVAILABLE_ITEM_TEXT);
    this.replaceOtherRestaurant(userId, restaurantId);
    const kept = nonEmptyChoices(choices);
    const own = this.db.cartLines.findMany((q) => q.where({ userId }));
    const same = own.find((line) => line.menuId === item.menuId && holdsOptions(line, chosenOptionIds(kept)));
    const wanted = (same?.quantity ?? 0) + quantity;
    const capped = Math.min(wanted, MAX_LINE_QUANTITY);
    if (same) {
      await this.db.cartLines.update(same, { data: (record) => void (record.quantity = capped) });
      return capped < wanted;
    }
    const record: CartLineRecord = {
      id: randomToken(8),
      userId,
      restaurantId,
      menuId: item.menuId,
      menuCount: 1 + Math.max(0, ...own.filter((line) => line.menuId === item.menuId).map((line) => line.menuCount)),
      quantity: capped,
      choices: storedChoices(kept),
      addedAt: Math.max(this.now(), 1 + Math.max(0, ...own.map((line) => line.addedAt))),
    };
    await this.db.cartLines.create(record);
    return capped < wanted;
  }
}
