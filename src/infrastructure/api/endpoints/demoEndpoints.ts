import type { DemoPaymentOutcome } from '../../ports/DemoBackend';
import { endpoint, succeeded } from '../endpoint';
import { toDemoMessage, toDemoPayment, toDemoPushMessages } from '../mappers/demoMappers';
import { DemoApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';
import {
  DemoLatestMessageResponseSchema,
  DemoPaymentResponseSchema,
  DemoPushMessagesResponseSchema,
} from '../schemas/demo';

/**
 * The demo API server's own controls (`npm run api`, never the provider's API): the demo payment gateway, the
 * e-mails the demo shows on screen instead of sending, the push messages it cannot push, and "Reset demo data".
 */
export const DemoEndpoints = {
  payment: endpoint({
    method: 'GET',
    path: `${DemoApiPaths.payment}/:orderId`,
    request: (orderId: string) => ({ params: { orderId } }),
    response: DemoPaymentResponseSchema,
    map: toDemoPayment,
  }),
  settlePayment: endpoint({
    method: 'POST',
    path: `${DemoApiPaths.settlePayment}/:orderId`,
    request: ({ orderId, outcome }: { orderId: string; outcome: DemoPaymentOutcome }) => ({
      params: { orderId },
      json: { outcome },
    }),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
  latestMessage: endpoint({
    method: 'GET',
    path: DemoApiPaths.latestMessage,
    request: (email: string) => ({ query: { email } }),
    response: DemoLatestMessageResponseSchema,
    map: toDemoMessage,
  }),
  pushMessages: endpoint({
    method: 'GET',
    path: DemoApiPaths.pushMessages,
    request: () => ({}),
    response: DemoPushMessagesResponseSchema,
    map: toDemoPushMessages,
  }),
  resetData: endpoint({
    method: 'POST',
    path: DemoApiPaths.resetData,
    request: () => ({}),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
};
