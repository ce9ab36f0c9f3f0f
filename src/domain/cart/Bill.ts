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
