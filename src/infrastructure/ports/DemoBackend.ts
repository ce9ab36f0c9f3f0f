import type { PaymentStatus } from '../../domain/checkout/PaymentStatus';

/** A message the fake backend would have e-mailed; shown on screen in demo mode because nothing is sent. */
export interface DemoMessage {
  to: string;
  subject: string;
  code: string;
  sentAt: number;
}

/** An online payment waiting at the demo payment gateway. Amount in paise. */
export interface DemoPayment {
  orderId: string;
  restaurantName: string;
  amount: number;
  paymentStatus: PaymentStatus;
}

export type DemoPaymentOutcome = 'paid' | 'failed';

/** How the demo backend started. */
export interface DemoStart {
  /** The saved demo data could not be restored, so the demo began again from its seed. */
  resetAtStart: boolean;
}

/** Controls that exist only when the offline demo backend is wired. */
export interface DemoBackend {
  readonly enabled: boolean;
  /**
   * Resolves once the backend has started; rejects if it cannot start. The app goes live before the offline demo's
   * backend has loaded its data: its calls wait for it.
   */
  started(): Promise<DemoStart>;
  /** Restores the seed data and forgets every change made in the demo. */
  resetDemoData(): Promise<void>;
  /** The newest demo e-mail to this address, if any. */
  latestMessageTo(email: string): Promise<DemoMessage | null>;
  /** The customer's order waiting at the demo payment gateway (init-order's redirectUrl leads there). */
  paymentFor(orderId: string): Promise<DemoPayment>;
  /** The customer pays, or the payment fails, at the demo payment gateway. */
  settlePayment(orderId: string, outcome: DemoPaymentOutcome): Promise<void>;
}

export const DemoBackendToken = Symbol.for('DemoBackend');
