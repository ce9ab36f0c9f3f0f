import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { type Failure, failureOf } from '../../domain/errors/failure';
import {
  type DemoBackend,
  DemoBackendToken,
  type DemoPayment,
  type DemoPaymentOutcome,
} from '../../infrastructure/ports/DemoBackend';
import { Submission } from '../shared/Submission';

/** The demo payment gateway screen (offline demo only): shows the order waiting for payment; Pay or Fail settles it. */
@injectable('Transient')
export class DemoPaymentStore {
  payment: DemoPayment | null = null;
  loadError: Failure | null = null;
  readonly settling = new Submission();
  /** Why the last Pay or Fail did not settle the payment; null while none failed. */
  settleFailure: Failure | null = null;

  constructor(@inject(DemoBackendToken) private readonly demo: DemoBackend) {
    makeAutoObservable<this, 'demo'>(this, { demo: false, settling: false }, { autoBind: true });
  }

  async load(orderId: string): Promise<void> {
    this.loadError = null;
    try {
      const payment = await this.demo.paymentFor(orderId);
      runInAction(() => (this.payment = payment));
    } catch (error) {
      runInAction(() => (this.loadError = failureOf(error)));
    }
  }

  /** Settles the payment; true when the customer should go on to the order's status screen. */
  async settle(outcome: DemoPaymentOutcome): Promise<boolean> {
    const payment = this.payment;
    if (!payment || payment.paymentStatus !== 'Pending') return false;
    this.settleFailure = null;
    const result = await this.settling.run(() =>
      this.demo.settlePayment(payment.orderId, outcome).catch((error: unknown) => {
        runInAction(() => (this.settleFailure = failureOf(error)));
        throw error;
      }),
    );
    return result.ok;
  }
}
