import type { PaymentMethod } from '../../domain/checkout/PaymentMethod';

/** The payment method chosen on the Payment page, for the cart of one kitchen. */
export interface PaymentChoice {
  method: PaymentMethod;
  restaurantId: string;
}

/**
 * The payment method chosen for the cart, kept on the device so a reload of the Payment page keeps it (as it keeps the
 * seat); it is one customer's, forgotten on sign-out and once the order is placed.
 */
export interface PaymentChoiceStorage {
  /** The saved choice, or null when none (or nothing readable) is saved. */
  read(): PaymentChoice | null;
  save(choice: PaymentChoice): void;
  forget(): void;
}

export const PaymentChoiceStorageToken = Symbol.for('PaymentChoiceStorage');
