import { sumPaise } from '../money/paise';
import { type Bill, emptyBill } from './Bill';

/** Delivery is free for orders above ₹199 (FEATURES F-menu). */
export const FREE_DELIVERY_ABOVE = 19_900;
/** Delivery charge below that (the spec's fallback delivery charge, ₹30). */
export const DELIVERY_CHARGE = 3_000;
/** Platform fee per order (FEATURES F-menu, ₹5). */
export const PLATFORM_FEE = 500;
/** GST and restaurant charges, as a share of the items' total. */
export const GST_RATE = 0.05;
/** The server's name for that line of the bill (the UI words it in the customer's language). */
export const GST_LABEL = 'GST and restaurant charges';
/** Cash on delivery is offered up to this order total. */
export const COD_LIMIT = 200_000;

/** Whether an order with this items' total gets free delivery (strictly above ₹199). */
export const hasFreeDelivery = (subTotal: number): boolean => subTotal > FREE_DELIVERY_ABOVE;

/**
 * The discount a restaurant's offer text gives on an items' total (paise). Understands the demo
 * catalogue's offers: "20% OFF up to ₹100", "Flat ₹75 OFF above ₹299", "₹125 OFF above ₹499";
 * anything else (free delivery, buy one get one) gives no money off.
 */
export function offerDiscount(offer: string | null, subTotal: number): number {
  if (!offer || subTotal <= 0) return 0;
  const percent = /(\d+)%\s*OFF\s*up to\s*₹\s*(\d+)/i.exec(offer);
  if (percent) return Math.min(Math.round((subTotal * Number(percent[1])) / 100), Number(percent[2]) * 100);
  const flat = /₹\s*(\d+)\s*OFF\s*above\s*₹\s*(\d+)/i.exec(offer);
  if (flat && subTotal > Number(flat[2]) * 100) return Math.min(Number(flat[1]) * 100, subTotal);
  return 0;
}

/** Whether the offer waives the delivery charge. */
export const offerWaivesDelivery = (offer: string | null): boolean => /free delivery/i.test(offer ?? '');

/**
 * The bill of a cart (the server's rule): delivery free above ₹199 or with a free-delivery offer, else ₹30;
 * platform fee ₹5; GST and restaurant charges 5%; the offer's discount; cash on delivery up to ₹2000.
 * An empty cart costs nothing.
 */
export function billFor(subTotal: number, offer: string | null): Bill {
  if (subTotal <= 0) return emptyBill();
  const deliveryCharge = hasFreeDelivery(subTotal) || offerWaivesDelivery(offer) ? 0 : DELIVERY_CHARGE;
  const otherChargesDetails = [{ label: GST_LABEL, amount: Math.round(subTotal * GST_RATE) }];
  const otherCharges = sumPaise(otherChargesDetails.map((detail) => detail.amount));
  const discount = offerDiscount(offer, subTotal);
  const total = Math.max(0, subTotal + deliveryCharge + PLATFORM_FEE + otherCharges - discount);
  return {
    subTotal,
    deliveryCharge,
    discount,
    platformFee: PLATFORM_FEE,
    otherCharges,
    otherChargesDetails,
    total,
    showCOD: total <= COD_LIMIT,
  };
}
