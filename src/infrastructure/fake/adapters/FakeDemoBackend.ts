import { inject, injectable } from 'inversify';
import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../../api/EndpointCaller';
import type { DemoBackend, DemoPaymentOutcome, DemoStart } from '../../ports/DemoBackend';
import { FakeServerToken, type StartingFakeServer } from './FakeGateway';

/**
 * The demo controls in process. The demo payment gateway goes through the fake route table like any call (latency
 * and the fault knob apply, keyed 'demo/payment' and 'demo/settle-payment'); resetting the demo and reading its
 * on-screen e-mails are the demo's own screens and reach the server at once.
 */
@injectable()
export class FakeDemoBackend implements DemoBackend {
  readonly enabled = true;

  constructor(
    @inject(FakeServerToken) private readonly server: StartingFakeServer,
    @inject(EndpointCallerToken) private readonly caller: EndpointCaller,
  ) {}

  async started(): Promise<DemoStart> {
    return { resetAtStart: (await this.server.ready).resetAtStart };
  }

  async resetDemoData() {
    await (await this.server.ready).resetDemoData();
  }

  async latestMessageTo(email: string) {
    const message = (await this.server.ready).auth.latestMessageTo(email);
    return message ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt } : null;
  }

  paymentFor = (orderId: string) => this.caller.call(DemoEndpoints.payment, orderId);
  settlePayment = (orderId: string, outcome: DemoPaymentOutcome) =>
    this.caller.call(DemoEndpoints.settlePayment, { orderId, outcome });
}
