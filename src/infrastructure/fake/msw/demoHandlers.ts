import { http } from 'msw';
import type { z } from 'zod/mini';
import { DemoApiPaths } from '../../api/paths';
import {
  DemoLatestMessageQuerySchema,
  type DemoLatestMessageResponseSchema,
  type DemoPaymentResponseSchema,
  DemoSettlePaymentRequestSchema,
} from '../../api/schemas/demo';
import type { FakeServer } from '../server/FakeServer';
import { parseRequest } from '../server/parseRequest';
import { contextOf, jsonBody, respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/**
 * The demo controls over HTTP, for the demo API server (`npm run api`): the demo payment gateway, the e-mails the
 * demo shows on screen instead of sending, and "Reset demo data". The provider's API has none of them.
 */
export function demoHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.get(`${url(DemoApiPaths.payment)}/:orderId`, ({ request, params }) =>
      respond(server, async (): Promise<z.input<typeof DemoPaymentResponseSchema>> => {
        const order = await server.payments.ownOrder(contextOf(request), String(params.orderId));
        return {
          success: true,
          orderId: order.orderId,
          restaurantName: order.restaurant.name,
          amount: order.totalAmount,
          paymentStatus: order.paymentStatus,
        };
      }),
    ),
    http.post(`${url(DemoApiPaths.settlePayment)}/:orderId`, async ({ request, params }) =>
      respond(server, async () => {
        const { outcome } = parseRequest(DemoSettlePaymentRequestSchema, await jsonBody(request));
        await server.payments.settle(contextOf(request), String(params.orderId), outcome);
        return { success: true };
      }),
    ),
    http.get(url(DemoApiPaths.latestMessage), ({ request }) =>
      respond(server, (): z.input<typeof DemoLatestMessageResponseSchema> => {
        const { email } = parseRequest(DemoLatestMessageQuerySchema, queryOf(request));
        const message = server.auth.latestMessageTo(email);
        return {
          success: true,
          data: message
            ? { to: message.to, subject: message.subject, code: message.code, sentAt: message.sentAt }
            : null,
        };
      }),
    ),
    http.post(url(DemoApiPaths.resetData), () =>
      respond(server, async () => {
        await server.resetDemoData();
        return { success: true };
      }),
    ),
  ];
}
