import { parseOrderStatus } from './orderStatus';
import type { Order } from './Order';

/**
 * The server's words for a rating refused, taken or failed without words of its own (the fake server and the API
 * mapper say them); the UI words each known one in the customer's language.
 */
export const ONLY_DELIVERED_TEXT = 'You can only rate delivered orders.';
export const RATING_SUBMITTED_TEXT = 'Rating submitted successfully!';
export const RATING_FAILED_TEXT = 'Failed to submit rating. Please try again.';
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export { RATING_COMMENT_MAX } from './ratingLimits';

export interface RatingDraft {
  food: number;
  delivery: number;
  /** Stars per menuId; items are optional (0 = not rated). */
  items: Record<string, number>;
  comment: string;
}

export interface RatingSubmission {
  orderId: string;
  restaurantId: string;
  deliveryAgentId: string | null;
  foodRating: number;
  deliveryRating: number;
  itemRatings: { menuId: string; itemName: string; rating: number }[];
  comment: string;
}

export const isRateable = (order: Pick<Order, 'orderStatus'>): boolean =>
  parseOrderStatus(order.orderStatus) === 'delivered';

/** A delivered order with no rating yet shows clickable stars. */
export const awaitsRating = (order: Pick<Order, 'orderStatus' | 'foodRating' | 'deliveryRating' | 'rating'>): boolean =>
  isRateable(order) && !order.foodRating && !order.deliveryRating && !order.rating;

/** The modal opens prefilled with whatever the order already has. */
export function draftFor(order: Order): RatingDraft {
  return {
    food: order.foodRating || order.rating || 0,
    delivery: order.deliveryRating || 0,
    items: Object.fromEntries(order.items.map((item) => [item.menuId, item.itemRating || 0])),
    comment: order.comment ?? '',
  };
}

const stars = (value: number) => Number.isInteger(value) && value >= MIN_STARS && value <= MAX_STARS;

/** Submit is enabled only with food and delivery ratings above 0. */
export const canSubmitRating = (draft: RatingDraft): boolean => stars(draft.food) && stars(draft.delivery);

export function ratingSubmission(order: Order, draft: RatingDraft): RatingSubmission {
  return {
    orderId: order.orderId,
    restaurantId: order.restaurantId,
    deliveryAgentId: order.deliveryAgentId,
    foodRating: draft.food,
    deliveryRating: draft.delivery,
    itemRatings: order.items.map((item) => ({
      menuId: item.menuId,
      itemName: item.itemName,
      rating: draft.items[item.menuId] ?? 0,
    })),
    comment: draft.comment.trim(),
  };
}
