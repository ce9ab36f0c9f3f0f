import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import { DemoLatestMessageQuerySchema, DemoSettlePaymentRequestSchema } from '../../api/schemas/demo';
import { parseRequest } from '../server/parseRequest';
import { route } from './route';

/**
 * The demo controls (never the provider's API): the demo payment gateway, the e-mails the demo shows on screen
 * instead of sending, and "Reset demo data". Over HTTP they are the demo API server's (`npm run api`).
 */
export const demoRoutes = [
  route(DemoEndpoints.payment, async (server, context, { params }) => {
    const order = await server.payments.ownOrder(context, params.orderId ?? '');
    return {
      success: true,
      orderId: order.orderId,
      restaurantName: order.restaurant.name,
      amount: order.totalAmount,
      paymentStatus: order.paymentStatus,
    };
  }),
  route(DemoEndpoints.settlePayment, async (server, context, { params, body }) => {
    const { outcome } = parseRequest(DemoSettlePaymentRequestSchema, body);
    await server.payments.settle(context, params.orderId ?? '', outcome);
    return { success: true };
  }),
  route(DemoEndpoints.latestMessage, (server, _context, { query }) => {
    const { email } = parseRequest(DemoLatestMessageQuerySchema, query);
    const message = server.auth.latestMessageTo(email);
    return {
      success: true,
      data: message ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt } : null,
    };
  }),
  route(DemoEndpoints.pushMessages, (server, context) => ({
    success: true,
    messages: server.push.takeMessages(context),
  })),
  route(DemoEndpoints.resetData, async (server) => {
    await server.resetDemoData();
    return { success: true };
  }),
];
