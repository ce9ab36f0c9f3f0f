import type { Order } from '../../src/domain/order/Order';

/** A delivered, unrated order in the domain's terms (paise); override what a test is about. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: '1',
  orderId: 'RB1001',
  restaurantId: '2',
  restaurantName: 'Rajdhani Express Kitchen',
  restaurantImage: '',
  deliveryAgentId: 'DA7',
  orderStatus: 'Delivered',
  createdAt: '2026-11-20T12:00:00Z',
  totalAmount: 45000,
  userPin: null,
  deliveryAddress: 'Paharganj, New Delhi',
  items: [
    { menuId: 'm1', itemName: 'Dal Makhani', itemQuantity: 2, itemPrice: 18000, itemRating: 0 },
    { menuId: 'm2', itemName: 'Butter Naan', itemQuantity: 3, itemPrice: 3000, itemRating: 4 },
  ],
  foodRating: 0,
  deliveryRating: 0,
  rating: 0,
  comment: '',
  charges: {
    deliveryCharge: 0,
    rainFees: 0,
    tip: 2000,
    gst: 2250,
    restaurantCharges: 0,
    handlingCharges: 0,
    smallCartFees: 0,
    platformFees: 500,
  },
  restaurantAddress: 'Connaught Place, New Delhi 110001',
  restaurantLocation: null,
  deliveryLocation: null,
  ...overrides,
});
