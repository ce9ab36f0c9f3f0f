import { DemoEndpoints } from '../../api/endpoints';
import { DemoLatestMessageQuerySchema, DemoSettlePaymentRequestSchema } from '../../api/schemas/demo';
import type { FakeServer } from '../server/FakeServer';
import { parseRequest } from '../server/parseRequest';
import { answer } from './answer';

/**
 * The demo controls over HTTP, for the demo API server (`npm run api`): the demo payment gateway, the e-mails the
 * demo shows on screen instead of sending, and "Reset demo data". The provider's API has none of them.
 */
export function demoHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    answer(server, url, DemoEndpoints.payment, async (context, { params }) => {
      const order = await server.payments.ownOrder(context, params.orderId ?? '');
      return {
        success: true,
        orderId: order.orderId,
        restaurantName: order.restaurant.name,
        amount: order.totalAmount,
        paymentStatus: order.paymentStatus,
      };
    }),
    answer(server, url, DemoEndpoints.settlePayment, async (context, { params, body }) => {
      const { outcome } = parseRequest(DemoSettlePaymentRequestSchema, body);
      await server.payments.settle(context, params.orderId ?? '', outcome);
      return { success: true };
    }),
    answer(server, url, DemoEndpoints.latestMessage, (_context, { query }) => {
      const { email } = parseRequest(DemoLatestMessageQuerySchema, query);
      const message = server.auth.latestMessageTo(email);
      return {
        success: true,
        data: message ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt } : null,
      };
    }),
    answer(server, url, DemoEndpoints.resetData, async () => {
      await server.resetDemoData();
      return { success: true };
    }),
  ];
}
