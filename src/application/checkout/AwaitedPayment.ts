import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import type { AllowedPaymentRedirect } from '../../domain/checkout/paymentRedirect';
import { SessionStore } from '../session/SessionStore';

/**
 * An online order sent to its payment page and not yet paid or failed (FEATURES F-safety). The server moved the cart
 * into that order, so a customer who comes back without paying (the browser's Back) sees the order waiting for
 * payment and can go back to its payment page, instead of a cart the server no longer has. Kept in memory for this
 * tab; forgotten once the order's payment is settled or the customer signs out.
 */
@injectable()
export class AwaitedPayment {
  target: AllowedPaymentRedirect | null = null;

  constructor(@inject(SessionStore) session: SessionStore) {
    makeAutoObservable(this, {}, { autoBind: true });
    reaction(
      () => session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.forget();
      },
    );
  }

  /** The order's number when its payment page is the demo's own (/demo-payment/{orderId}); a gateway's URL hides it. */
  get orderId(): string | null {
    if (this.target?.kind !== 'in-app') return null;
    return decodeURIComponent(this.target.path.split('/').at(-1) ?? '') || null;
  }

  begin(target: AllowedPaymentRedirect) {
    this.target = target;
  }

  /** A payment was settled (paid or failed): the awaited one (or one whose number is unknown) is no longer awaited. */
  settled(orderId: string) {
    if (this.target && (this.orderId === null || this.orderId === orderId)) this.forget();
  }

  forget() {
    this.target = null;
  }
}
