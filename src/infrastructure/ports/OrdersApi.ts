import type { Order } from '../../domain/order/Order';
import type { OrderStatus } from '../../domain/order/orderStatus';
import type { RatingSubmission } from '../../domain/order/rating';
import type { OrderDestinationFilter, OrderedTrain } from '../../domain/train/trainOrder';

export interface OrderHistoryQuery {
  page: number;
  limit: number;
  /** The status filter ('' for all orders), sent as the list's search value. */
  status: '' | OrderStatus;
  /** FEATURES F-train: 'train' for seat orders only (sent only when set). */
  destination?: OrderDestinationFilter;
  /** FEATURES F-train-more: the seat orders of this train only (sent only when set, with destination 'train'). */
  trainNumber?: string;
}

export interface OrderPage {
  orders: Order[];
  /** How many orders match the filter in all. */
  total: number;
  /** FEATURES F-train-more: the trains the customer has seat orders on (none from the provider). */
  trains: OrderedTrain[];
}

/**
 * The customer's past orders and their ratings (FEATURES F-account: the order history list, newest first, and
 * submit-combined-rating). Methods reject with an AppError; a refused rating carries the server's message.
 */
export interface OrdersApi {
  history(query: OrderHistoryQuery): Promise<OrderPage>;
  /**
   * One of the customer's orders by its id, as the history lists it. No such order of theirs (404, or an id that is
   * not a safe resource id, refused before any request) rejects with a not-found AppError.
   */
  order(orderId: string): Promise<Order>;
  /** Resolves to the server's message. */
  submitRating(submission: RatingSubmission): Promise<string>;
  /**
   * FEATURES F-cancel: cancels an order the restaurant has not started preparing; resolves to the refund (paise).
   * A refusal (409) carries the server's reason.
   */
  cancel(orderId: string): Promise<number>;
}

export const OrdersApiToken = Symbol.for('OrdersApi');
