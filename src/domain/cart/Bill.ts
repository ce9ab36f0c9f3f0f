/** A named charge of the order (otherChargesDetails: label → amount). Paise. */
export interface ChargeDetail {
  label: string;
  amount: number;
}

/** What an order costs (paise): the items, delivery, discount, fees and other charges, and whether COD is offered. */
export interface Bill {
  subTotal: number;
  deliveryCharge: number;
  discount: number;
  platformFee: number;
  otherCharges: number;
  otherChargesDetails: ChargeDetail[];
  total: number;
  showCOD: boolean;
}

/** An empty cart costs nothing (and offers no cash on delivery). */
export const emptyBill = (): Bill => ({
  subTotal: 0,
  deliveryCharge: 0,
  discount: 0,
  platformFee: 0,
  otherCharges: 0,
  otherChargesDetails: [],
  total: 0,
  showCOD: false,
});
