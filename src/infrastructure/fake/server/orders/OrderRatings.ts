import { parseOrderStatus } from '../../../../domain/order/orderStatus';
import { MAX_STARS, MIN_STARS, ONLY_DELIVERED_TEXT, RATING_SUBMITTED_TEXT } from '../../../../domain/order/rating';
import { RatingRequestSchema } from '../../../api/schemas/orders';
import type { SuccessResponse } from '../../../api/schemas/common';
import type { FakeDatabase } from '../../db/FakeDatabase';
import { refuse } from '../FakeHttpError';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';
import type { DemoPayments } from './DemoPayments';
import { orderStatusAt } from './orderProgress';

export const STARS_TEXT = `Ratings must be whole stars from ${MIN_STARS} to ${MAX_STARS}`;
export const NOT_THIS_ORDER_TEXT = 'These ratings do not match this order';

const isStars = (value: number, allowZero: boolean) =>
  Number.isInteger(value) && value <= MAX_STARS && value >= (allowZero ? 0 : MIN_STARS);

/**
 * submit-combined-rating: the customer's own order only, delivered orders only, food and delivery stars 1-5,
 * item stars 0-5 (0 = not rated) for items of this order, comment trimmed. A later rating replaces an earlier one.
 */
export class OrderRatings {
  constructor(
    private readonly db: FakeDatabase,
    private readonly payments: DemoPayments,
    private readonly now: Clock,
  ) {}

  async submit(context: RequestContext, body: unknown): Promise<SuccessResponse> {
    const request = parseRequest(RatingRequestSchema, body);
    const order = await this.payments.ownOrder(context, request.orderId);
    if (parseOrderStatus(orderStatusAt(order, this.now())) !== 'delivered') throw refuse(400, ONLY_DELIVERED_TEXT);
    if (request.restaurantId !== String(order.restaurantId)) throw refuse(400, NOT_THIS_ORDER_TEXT);
    if (!isStars(request.foodRating, false) || !isStars(request.deliveryRating, false)) throw refuse(400, STARS_TEXT);
    const itemStars = new Map<number, number>();
    for (const item of request.itemRatings) {
      if (!isStars(item.rating, true)) throw refuse(400, STARS_TEXT);
      if (!order.lines.some((line) => String(line.menuId) === item.menuId)) throw refuse(400, NOT_THIS_ORDER_TEXT);
      itemStars.set(Number(item.menuId), item.rating);
    }
    await this.db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.foodRating = request.foodRating;
        record.deliveryRating = request.deliveryRating;
        record.comment = request.comment.trim();
        for (const line of record.lines) line.itemRating = itemStars.get(line.menuId) ?? line.itemRating;
      },
    });
    return { success: true, message: RATING_SUBMITTED_TEXT };
  }
}
