import type { z } from 'zod/mini';
import type { PaymentMethod } from '../../../../domain/checkout/PaymentMethod';
import type { OrderCancellation } from '../../../../domain/order/orderCancellation';
import { parseOrderStatus } from '../../../../domain/order/orderStatus';
import {
  type InitOrderCodResponseSchema,
  InitOrderRequestSchema,
  type InitOrderResponseSchema,
  type OrderByIdResponseSchema,
  OrderHistoryQuerySchema,
  type OrderHistoryResponseSchema,
} from '../../../api/schemas/orders';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { OrderRecord } from '../../db/orderRecords';
import { ADDRESS_NOT_FOUND_TEXT } from '../addresses/AddressService';
import type { Authenticator } from '../auth/Authenticator';
import { cartResponse } from '../cart/cartResponse';
import { pricedLinesOf } from '../cart/pricedLines';
import { refuse } from '../FakeHttpError';
import { checkIdempotencyKey } from '../IdempotentAnswers';
import { parseRequest } from '../parseRequest';
import type { Clock, RequestContext } from '../RequestContext';
import type { DemoPayments } from './DemoPayments';
import { orderDto } from './orderDto';
import { addressDestination, nextOrderId, orderFromCart } from './orderFromCart';
import { SeatOrderRequestSchema } from '../../../api/schemas/train';
import type { PricedLine } from '../cart/pricedLines';
import type { SeatDeliveries } from '../train/SeatDeliveries';
import { isSeatOrder, orderedTrains } from '../train/seatOrderPlace';
import { orderStatusAt } from './orderProgress';
import { placementFingerprint } from './placementFingerprint';
import { requireWithinServiceArea } from './serviceAreaCheck';

/** What a placement asks for, once its customer is known: the tip, the instructions and where the order goes. */
interface PlacementRead {
  tip: number;
  instructions: OrderRecord['instructions'];
  destination: (lines: PricedLine[]) => {
    address: OrderRecord['address'];
    deliveryMinutes?: number;
    seatDelivery?: boolean;
    seat?: OrderRecord['seat'];
  };
}

/** A seat order has no doorstep: no directions, bells or security desks. */
const NO_INSTRUCTIONS: OrderRecord['instructions'] = {
  directionToReach: '',
  avoidCalling: false,
  leaveAtDoor: false,
  avoidRingingBell: false,
  leaveAtSecurity: false,
};

export const EMPTY_CART_TEXT = 'Your cart is empty. Add something delicious first.';
export const COD_NOT_OFFERED_TEXT = 'Cash on delivery is not available for this order';
export const MAX_TIP_RUPEES = 500;
export const TIP_TOO_HIGH_TEXT = `A tip can be at most ₹${MAX_TIP_RUPEES}`;
export const IDEMPOTENCY_KEY_REUSED_TEXT =
  'This Idempotency-Key was already used with a different order request. Send a new key for a new request.';
/** Where init-order sends the customer: the demo payment gateway screen of the app (fake mode only). */
export const demoGatewayPath = (orderId: string): string => `/demo-payment/${encodeURIComponent(orderId)}`;

/**
 * Orders: placing the customer's server cart (priced by the cart's own rules) for delivery to one of their
 * own addresses, then clearing the cart; following a payment; and the order history, newest first.
 * A placement repeated with the same Idempotency-Key (a double tap, a retry after a timeout) answers the order
 * that key already made, for that customer, instead of placing a second one. The key keeps the fingerprint of the
 * request that made it (route, payment method, address or seat, tip, instructions): the key coming back with another
 * request is refused with 422 (as Stripe does), since answering the first order would hide the change.
 */
export class OrderService {
  /** The demo knob `rejectingRestaurants`: restaurants (ids) that turn down the address orders placed with them. */
  rejectingRestaurants: readonly number[] = [];

  constructor(
    private readonly db: FakeDatabase,
    private readonly auth: Authenticator,
    private readonly payments: DemoPayments,
    private readonly now: Clock,
    private readonly seats: SeatDeliveries,
    /** Whether the customer may cancel the order now, as Order History says it (OrderCancellations). */
    private readonly cancellationOf: (order: OrderRecord) => OrderCancellation | null,
    /** Called once a new order is in (the push announcements take note of it). */
    private readonly orderPlaced: () => Promise<void> = async () => {},
  ) {}

  async placeCashOrder(context: RequestContext, body: unknown): Promise<z.input<typeof InitOrderCodResponseSchema>> {
    const order = await this.place(context, body, 'cod');
    return { success: true, message: 'Order placed successfully', orderStatus: order.orderId, orderId: order.orderId };
  }

  async startOnlinePayment(context: RequestContext, body: unknown): Promise<z.input<typeof InitOrderResponseSchema>> {
    const order = await this.place(context, body, 'online');
    return { success: true, redirectUrl: demoGatewayPath(order.orderId), orderId: order.orderId };
  }

  async placeSeatCashOrder(
    context: RequestContext,
    body: unknown,
  ): Promise<z.input<typeof InitOrderCodResponseSchema>> {
    const order = await this.placeAtSeat(context, body, 'cod');
    return { success: true, message: 'Order placed successfully', orderStatus: order.orderId, orderId: order.orderId };
  }

  async startSeatOnlinePayment(
    context: RequestContext,
    body: unknown,
  ): Promise<z.input<typeof InitOrderResponseSchema>> {
    const order = await this.placeAtSeat(context, body, 'online');
    return { success: true, redirectUrl: demoGatewayPath(order.orderId), orderId: order.orderId };
  }

  paymentStatus(context: RequestContext, orderId: string) {
    return this.payments.paymentStatus(context, orderId);
  }

  async history(context: RequestContext, query: unknown): Promise<z.input<typeof OrderHistoryResponseSchema>> {
    const user = this.auth.requireUser(context);
    const { page, limit, search, destination, trainNumber } = parseRequest(OrderHistoryQuerySchema, query);
    await this.payments.expireStale(user.id);
    await this.seats.followTrains(user.id);
    const now = this.now();
    const wanted = search.trim() === '' ? null : parseOrderStatus(search);
    const own = this.db.orders
      .findMany((q) => q.where({ userId: user.id }))
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
    const matching = own
      .filter((order) => (destination !== 'train' && trainNumber === undefined) || isSeatOrder(order, trainNumber))
      .filter(
        (order) => search.trim() === '' || (wanted !== null && parseOrderStatus(orderStatusAt(order, now)) === wanted),
      );
    const data = matching
      .slice((page - 1) * limit, page * limit)
      .map((order) => orderDto(order, now, this.cancellationOf(order)));
    return { success: true, data, total: matching.length, trains: orderedTrains(own) };
  }

  /** One of the customer's orders by its id, as the history answers it (404 'Order not found' when not theirs). */
  async byId(context: RequestContext, orderId: string): Promise<z.input<typeof OrderByIdResponseSchema>> {
    const { userId } = await this.payments.ownOrder(context, orderId);
    await this.seats.followTrains(userId);
    const order = await this.payments.ownOrder(context, orderId);
    return { success: true, data: orderDto(order, this.now(), this.cancellationOf(order)) };
  }

  private async place(context: RequestContext, body: unknown, method: PaymentMethod): Promise<OrderRecord> {
    return this.placeTo(context, method, () => {
      const request = parseRequest(InitOrderRequestSchema, body);
      return {
        fingerprint: placementFingerprint('address', method, request),
        read: (userId) => {
          const address = this.db.addresses.findFirst((q) => q.where({ id: request.addressId, userId }));
          if (!address) throw refuse(404, ADDRESS_NOT_FOUND_TEXT);
          const { tip, addressId: _addressId, ...instructions } = request;
          return {
            tip,
            instructions,
            destination: (lines) => {
              this.seats.refuseRoadOrder(lines);
              requireWithinServiceArea(this.db, lines, address);
              return { address: addressDestination(address) };
            },
          };
        },
      };
    });
  }

  /**
   * A seat order (FEATURES F-train): the same cart rules, then the train's: station, kitchen, cut-off, minimum order.
   */
  private async placeAtSeat(context: RequestContext, body: unknown, method: PaymentMethod): Promise<OrderRecord> {
    return this.placeTo(context, method, () => {
      const request = parseRequest(SeatOrderRequestSchema, body);
      return {
        fingerprint: placementFingerprint('seat', method, request),
        read: () => ({
          tip: request.tip,
          instructions: NO_INSTRUCTIONS,
          destination: (lines) => ({ ...this.seats.destination(request.seat, lines, method), seatDelivery: true }),
        }),
      };
    });
  }

  private async placeTo(
    context: RequestContext,
    method: PaymentMethod,
    /** Parses the body: its fingerprint, and how to read the order it asks for. */
    parse: () => { fingerprint: string; read: (userId: string) => PlacementRead },
  ): Promise<OrderRecord> {
    const user = this.auth.requireUser(context);
    const { fingerprint, read } = parse();
    // Priced first: from here to the order's creation nothing waits, so a repeated attempt or a change to the cart
    // cannot come in between.
    const lines = await pricedLinesOf(this.db, user.id);
    const earlier = this.orderOfAttempt(user.id, context.idempotencyKey, fingerprint);
    if (earlier) return earlier;
    const { tip, instructions, destination } = read(user.id);
    if (tip > MAX_TIP_RUPEES) throw refuse(400, TIP_TOO_HIGH_TEXT);
    if (lines.length === 0) throw refuse(400, EMPTY_CART_TEXT);
    const unavailable = lines.find((line) => !line.item.isAvailable);
    if (unavailable)
      throw refuse(409, `${unavailable.item.itemName} is not available right now. Please remove it from your cart.`);
    if (method === 'cod' && !cartResponse(this.db, lines).showCOD) throw refuse(400, COD_NOT_OFFERED_TEXT);
    const { address, deliveryMinutes, seatDelivery, seat } = destination(lines);
    const placement = {
      id: nextOrderId(this.db),
      userId: user.id,
      destination: address,
      lines,
      method,
      instructions,
      tip,
      now: this.now(),
      seatDelivery,
      seat,
    };
    const placed = orderFromCart(
      this.db,
      deliveryMinutes === undefined ? placement : { ...placement, deliveryMinutes },
    );
    const order: OrderRecord = {
      ...placed,
      ...(context.idempotencyKey && { idempotencyKey: context.idempotencyKey, idempotencyFingerprint: fingerprint }),
      restaurantRejects: !seatDelivery && this.rejectingRestaurants.includes(placed.restaurantId),
    };
    await this.db.orders.create(order);
    this.db.cartLines.deleteMany((q) => q.where({ userId: user.id }));
    await this.orderPlaced();
    return order;
  }

  /** The order an earlier placement with this key made, if any; refused when that placement asked for another. */
  private orderOfAttempt(userId: string, key: string | undefined, fingerprint: string): OrderRecord | null {
    if (key === undefined) return null;
    checkIdempotencyKey(key);
    const order = this.db.orders.findFirst((q) => q.where({ userId, idempotencyKey: key }));
    if (order && order.idempotencyFingerprint !== fingerprint) throw refuse(422, IDEMPOTENCY_KEY_REUSED_TEXT);
    return order ?? null;
  }
}
