import type { TrainJourneyQuery } from '../../ports/TrainApi';
import { endpoint } from '../endpoint';
import {
  toJourney,
  toLiveStatus,
  toSeatOrderCancelled,
  toSeatOrderTracking,
  toTrainRoute,
  trainJourneyQuery,
} from '../mappers/trainMappers';
import { ApiPaths } from '../paths';
import {
  JourneyResponseSchema,
  LiveStatusResponseSchema,
  SeatOrderCancelResponseSchema,
  SeatOrderTrackingResponseSchema,
  TrainRouteResponseSchema,
} from '../schemas/train';

/**
 * Food to a train seat (FEATURES F-train, docs/API.md): the journey, the train's route and live status, seat orders.
 */
export const TrainEndpoints = {
  journeyByPnr: endpoint({
    method: 'GET',
    path: `${ApiPaths.trainPnr}/:pnr`,
    request: (pnr: string) => ({ params: { pnr } }),
    response: JourneyResponseSchema,
    map: toJourney,
  }),
  journeyByTrain: endpoint({
    method: 'GET',
    path: ApiPaths.trainJourney,
    request: (query: TrainJourneyQuery) => ({ query: trainJourneyQuery(query) }),
    response: JourneyResponseSchema,
    map: toJourney,
  }),
  route: endpoint({
    method: 'GET',
    path: `${ApiPaths.trainRoute}/:trainNumber`,
    request: (trainNumber: string) => ({ params: { trainNumber } }),
    response: TrainRouteResponseSchema,
    map: toTrainRoute,
  }),
  liveStatus: endpoint({
    method: 'GET',
    path: `${ApiPaths.trainLiveStatus}/:trainNumber`,
    request: ({ trainNumber, runDate }: { trainNumber: string; runDate: string }) => ({
      params: { trainNumber },
      query: { runDate },
    }),
    response: LiveStatusResponseSchema,
    map: toLiveStatus,
  }),
  seatOrder: endpoint({
    method: 'GET',
    path: `${ApiPaths.trainOrder}/:orderId`,
    request: (orderId: string) => ({ params: { orderId } }),
    response: SeatOrderTrackingResponseSchema,
    map: toSeatOrderTracking,
  }),
  cancelSeatOrder: endpoint({
    method: 'POST',
    path: `${ApiPaths.trainOrder}/:orderId/cancel`,
    /** One demo fault on the seat order covers reading and cancelling it. */
    operation: ApiPaths.trainOrder,
    request: (orderId: string) => ({ params: { orderId } }),
    response: SeatOrderCancelResponseSchema,
    map: toSeatOrderCancelled,
  }),
};
