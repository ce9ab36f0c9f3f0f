import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import {
  type AllowedPaymentRedirect,
  demoGatewayOrderId,
  paymentRedirectTarget,
} from '../../domain/checkout/paymentRedirect';
import { type AppConfig, AppConfigToken } from '../../infrastructure/ports/AppConfig';
import {
  type AwaitedPaymentStorage,
  AwaitedPaymentStorageToken,
} from '../../infrastructure/ports/AwaitedPaymentStorage';
import { SessionStore } from '../session/SessionStore';
import { paymentRedirectPolicy } from './paymentRedirectPolicy';

/**
 * An online order sent to its payment page and not yet paid or failed (FEATURES F-safety). The server moved the cart
 * into that order, so a customer who comes back without paying (the browser's Back, a reload) sees the order waiting
 * for payment and can go back to its payment page, instead of a cart the server no longer has. Kept on the device
 * (checked again as a payment page when read back); forgotten once the payment is settled or the customer signs out.
 */
@injectable()
export class AwaitedPayment {
  target: AllowedPaymentRedirect | null = null;

  constructor(
    @inject(SessionStore) session: SessionStore,
    @inject(AwaitedPaymentStorageToken) private readonly storage: AwaitedPaymentStorage,
    @inject(AppConfigToken) config: AppConfig,
  ) {
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
    const saved = session.isSignedIn ? storage.read() : null;
    const checked = saved === null ? null : paymentRedirectTarget(saved, paymentRedirectPolicy(config));
    if (checked && checked.kind !== 'refused') this.target = checked;
    else if (saved !== null) storage.forget();
    reaction(
      () => session.isSignedIn,
      (signedIn) => {
        if (!signedIn) this.forget();
      },
    );
  }

  /** The order's number when its payment page is the demo's own (/demo-payment/{orderId}); a gateway's URL hides it. */
  get orderId(): string | null {
    return this.target ? demoGatewayOrderId(this.target) : null;
  }

  /** The payment page of this order, when it is the one this device left unpaid; null otherwise. */
  targetFor(orderId: string | null): AllowedPaymentRedirect | null {
    return orderId !== null && this.orderId === orderId ? this.target : null;
  }

  begin(target: AllowedPaymentRedirect) {
    this.target = target;
    this.storage.save(target.kind === 'in-app' ? target.path : target.url);
  }

  /** A payment was settled (paid or failed): the awaited one (or one whose number is unknown) is no longer awaited. */
  settled(orderId: string) {
    if (this.target && (this.orderId === null || this.orderId === orderId)) this.forget();
  }

  forget() {
    this.target = null;
    this.storage.forget();
  }
}
