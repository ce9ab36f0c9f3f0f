import { z } from 'zod/mini';
import { parseOrderStatus } from '../order/orderStatus';
import { isSafeResourceId } from '../security/resourceId';
import { isAnnounced, type OrderPushNews } from './orderPush';

/** A short piece of text from the push's data (trimmed, not empty); anything else counts as absent. */
const text = (most: number) =>
  z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(most))), undefined);

const NewsDataSchema = z.object({
  data: z.object({
    orderId: z.string(),
    orderStatus: z.string(),
    restaurantName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    paidOnline: z.catch(z.optional(z.enum(['true', 'false'])), undefined),
    userPin: z.catch(z.optional(z.string().check(z.regex(/^\d{4,6}$/))), undefined),
    stationName: text(200),
    coach: text(10),
    berth: text(10),
  }),
});

/**
 * The facts of a push about an order (its id, announced status, restaurant, PIN, station and seat), read from the
 * payload's data, for the app to word it in the customer's language; null for a push that does not carry them (a
 * greeting, an offer, a server that sends only its words): that one is shown as it came. Push data is not trusted.
 */
export function orderPushNewsOf(payload: unknown): OrderPushNews | null {
  const parsed = NewsDataSchema.safeParse(payload);
  if (!parsed.success) return null;
  const data = parsed.data.data;
  const orderId = data.orderId.trim();
  const status = parseOrderStatus(data.orderStatus);
  if (!isSafeResourceId(orderId) || !status || !isAnnounced(status)) return null;
  return {
    orderId,
    status,
    restaurantName: data.restaurantName,
    userPin: data.userPin ?? null,
    paidOnline: data.paidOnline === 'true',
    seat:
      data.stationName && data.coach
        ? { stationName: data.stationName, coach: data.coach, berth: data.berth ?? '' }
        : null,
  };
}
