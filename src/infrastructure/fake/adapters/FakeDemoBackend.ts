import { inject, injectable } from 'inversify';
import { paiseFromRupees } from '../../../domain/money/paise';
import type { DemoBackend, DemoPaymentOutcome } from '../../ports/DemoBackend';
import type { FakeServer } from '../server/FakeServer';
import { FakeGateway, FakeServerToken } from './FakeGateway';
import { refusedOr } from './parseAnswer';

/** Demo-only operations: they have no API path of the provider, so they are named here (for the fault knob). */
export const DemoOperations = { payment: 'demo/payment', settlePayment: 'demo/settle-payment' } as const;

@injectable()
export class FakeDemoBackend implements DemoBackend {
  readonly enabled = true;

  constructor(
    @inject(FakeServerToken) private readonly server: FakeServer,
    @inject(FakeGateway) private readonly gateway: FakeGateway,
  ) {}

  get resetAtStart() {
    return this.server.resetAtStart;
  }

  resetDemoData() {
    return this.server.resetDemoData();
  }

  async latestMessageTo(email: string) {
    const message = this.server.auth.latestMessageTo(email);
    return message ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt } : null;
  }

  async paymentFor(orderId: string) {
    const order = refusedOr(
      await this.gateway.call(DemoOperations.payment, (server, context) => server.payments.ownOrder(context, orderId)),
    );
    return {
      orderId: order.orderId,
      restaurantName: order.restaurant.name,
      amount: paiseFromRupees(order.totalAmount),
      paymentStatus: order.paymentStatus,
    };
  }

  async settlePayment(orderId: string, outcome: DemoPaymentOutcome) {
    refusedOr(
      await this.gateway.call(DemoOperations.settlePayment, (server, context) =>
        server.payments.settle(context, orderId, outcome),
      ),
    );
  }
}
