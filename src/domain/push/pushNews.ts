import { type RescuePushNews, rescuePushNewsOf } from '../train/rescuePushNews';
import type { OrderPushNews } from './orderPush';
import { orderPushNewsOf } from './orderPushNews';

/** What a push about one of the customer's orders says, as facts the app words in the customer's language. */
export type PushNews = { about: 'order'; news: OrderPushNews } | { about: 'rescue'; news: RescuePushNews };

/** The facts a push carries about an order (a status, or a seat order's rescue), or null: then it shows as it came. */
export function pushNewsOf(payload: unknown): PushNews | null {
  const rescue = rescuePushNewsOf(payload);
  if (rescue) return { about: 'rescue', news: rescue };
  const order = orderPushNewsOf(payload);
  return order && { about: 'order', news: order };
}
