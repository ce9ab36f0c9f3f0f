import { type Bill, emptyBill } from '../cart/Bill';
import { hasFreeDelivery } from '../cart/charges';

/**
 * Fallbacks of FEATURES F-checkout, applied in two places:
 * - a server cart response that omits a value: platform fee ₹5, delivery time 25-30 minutes (the API mapper);
 * - the local fallback bill, used only when the server's cart response cannot be read at all: delivery ₹30
 *   (free above ₹199, as always), discount ₹10 and a fixed fee of ₹18, plus the ₹5 platform fee. It is shown
 *   as an estimate; the server prices the order itself when it is placed.
 */
export const FALLBACK_PLATFORM_FEE = 500;
export const FALLBACK_DELIVERY_MINUTES = { min: 25, max: 30 } as const;
export const LOCAL_FALLBACK_DELIVERY = 3_000;
export const LOCAL_FALLBACK_DISCOUNT = 1_000;
export const LOCAL_FALLBACK_FIXED_FEE = 1_800;
/** The estimate's fixed-fee line, by which the UI knows it (a server's own lines are shown as it names them). */
export const FIXED_FEE_LABEL = 'Fixed fee';

/** The bill estimated on the device from the items' total when the server's cart cannot be read. */
export function localFallbackBill(subTotal: number): Bill {
  if (subTotal <= 0) return emptyBill();
  const deliveryCharge = hasFreeDelivery(subTotal) ? 0 : LOCAL_FALLBACK_DELIVERY;
  const discount = Math.min(LOCAL_FALLBACK_DISCOUNT, subTotal);
  const otherChargesDetails = [{ label: FIXED_FEE_LABEL, amount: LOCAL_FALLBACK_FIXED_FEE }];
  const total = subTotal + deliveryCharge + FALLBACK_PLATFORM_FEE + LOCAL_FALLBACK_FIXED_FEE - discount;
  // Cash on delivery is the server's decision (showCOD): an estimate never offers it.
  return {
    subTotal,
    deliveryCharge,
    discount,
    platformFee: FALLBACK_PLATFORM_FEE,
    otherCharges: LOCAL_FALLBACK_FIXED_FEE,
    otherChargesDetails,
    total,
    showCOD: false,
  };
}

/** What the customer pays: the bill's total plus the tip chosen for the delivery partner. */
export const amountToPay = (bill: Pick<Bill, 'total'>, tip: number): number => bill.total + Math.max(0, tip);
