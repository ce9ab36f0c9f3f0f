import type { z } from 'zod/mini';
import type { OrderDtoSchema } from '../../../api/schemas/orders';
import type { OrderRecord } from '../../db/orderRecords';
import { fixtureImageUrl } from '../../seed/fixtureImages';
import { paidPaise } from '../train/paidPaise';
import { seatOrderPlace } from '../train/seatOrderPlace';
import { orderStatusAt } from './orderProgress';
import { seatClosureDto } from './seatClosureDto';
import { rupeesFromPaise } from '../../../../domain/money/paise';
import type { OrderCancellation } from '../../../../domain/order/orderCancellation';

const cancellationDto = (cancellation: OrderCancellation | null) =>
  cancellation && {
    allowed: cancellation.allowed,
    refund: rupeesFromPaise(cancellation.refundPaise),
    reason: cancellation.reason,
  };

/**
 * An order as the history list answers it (FEATURES F-account), at the server's `now`, with whether it may be
 * cancelled now (OrderCancellations). Rupees.
 */
export function orderDto(
  order: OrderRecord,
  now: number,
  cancellation: OrderCancellation | null,
): z.input<typeof OrderDtoSchema> {
  const status = orderStatusAt(order, now);
  return {
    id: Number(order.id),
    orderId: order.orderId,
    restaurantId: order.restaurantId,
    restaurantName: order.restaurant.name,
    restaurantImage: fixtureImageUrl(order.restaurant.image),
    deliveryAgentId: order.deliveryAgentId,
    orderStatus: status,
    createdAt: new Date(order.createdAt).toISOString(),
    totalAmount: order.totalAmount,
    userPin: order.userPin,
    deliveryAddress: order.address.text,
    items: order.lines.map((line) => ({
      menuId: line.menuId,
      itemName: line.choicesText ? `${line.itemName} (${line.choicesText})` : line.itemName,
      itemQuantity: line.quantity,
      itemPrice: line.unitPrice,
      itemRating: line.itemRating,
      group: line.choices.map((choice) => ({ groupId: choice.groupId, itemIds: choice.itemIds })),
    })),
    foodRating: order.foodRating,
    deliveryRating: order.deliveryRating,
    rating: 0,
    comment: order.comment,
    deliveryCharge: order.charges.deliveryCharge,
    tip: order.charges.tip,
    gst: order.charges.gst,
    platformFees: order.charges.platformFees,
    discount: order.charges.discount,
    restaurantAddress: order.restaurant.address,
    restaurantLatitude: order.restaurant.latitude,
    restaurantLongitude: order.restaurant.longitude,
    deliveryLatitude: order.address.latitude,
    deliveryLongitude: order.address.longitude,
    seatDelivery: seatOrderPlace(order),
    closure: seatClosureDto(order.closure),
    cancellation: cancellationDto(cancellation),
    // A seat order also says it in its closure; the card's line is the same for every order.
    refund: status === 'Cancelled' || status === 'Rejected' ? rupeesFromPaise(paidPaise(order)) : null,
  };
}
