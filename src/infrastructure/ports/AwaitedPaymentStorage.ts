/**
 * The payment page of the online order the customer left unpaid (FEATURES F-safety), kept on the device so a reload,
 * or the app's own page coming back from an outside gateway, still offers 'Complete payment'. One customer's:
 * forgotten on sign-out. What it gives back is unchecked: the caller checks the address again before using it.
 */
export interface AwaitedPaymentStorage {
  /** The saved payment page address, or null when none (or nothing readable) is saved. */
  read(): string | null;
  save(address: string): void;
  forget(): void;
}

export const AwaitedPaymentStorageToken = Symbol.for('AwaitedPaymentStorage');
