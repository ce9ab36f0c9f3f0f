import { inject, injectable } from 'inversify';
import {
  toJourney,
  toLiveStatus,
  toSeatOrderCancelled,
  toSeatOrderTracking,
  toTrainRoute,
  trainJourneyQuery,
} from '../../api/mappers/trainMappers';
import { ApiPaths } from '../../api/paths';
import {
  JourneyResponseSchema,
  LiveStatusResponseSchema,
  SeatOrderCancelResponseSchema,
  SeatOrderTrackingResponseSchema,
  TrainRouteResponseSchema,
} from '../../api/schemas/train';
import type { TrainApi, TrainJourneyQuery } from '../../ports/TrainApi';
import type { FakeServer } from '../server/FakeServer';
import type { RequestContext } from '../server/RequestContext';
import { FakeGateway } from './FakeGateway';
import { parseAnswer } from './parseAnswer';

@injectable()
export class FakeTrainApi implements TrainApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async journeyByPnr(pnr: string) {
    return toJourney(
      parseAnswer(
        JourneyResponseSchema,
        await this.call(ApiPaths.trainPnr, (server) => server.trains.journeyByPnr(pnr)),
      ),
    );
  }

  async journeyByTrain(query: TrainJourneyQuery) {
    return toJourney(
      parseAnswer(
        JourneyResponseSchema,
        await this.call(ApiPaths.trainJourney, (server) => server.trains.journeyByTrain(trainJourneyQuery(query))),
      ),
    );
  }

  async route(trainNumber: string) {
    return toTrainRoute(
      parseAnswer(
        TrainRouteResponseSchema,
        await this.call(ApiPaths.trainRoute, (server) => server.trains.route(trainNumber)),
      ),
    );
  }

  async liveStatus(trainNumber: string, runDate: string) {
    return toLiveStatus(
      parseAnswer(
        LiveStatusResponseSchema,
        await this.call(ApiPaths.trainLiveStatus, (server) => server.trains.liveStatus(trainNumber, { runDate })),
      ),
    );
  }

  async seatOrder(orderId: string) {
    return toSeatOrderTracking(
      parseAnswer(
        SeatOrderTrackingResponseSchema,
        await this.call(ApiPaths.trainOrder, (server, context) => server.seatOrders.tracking(context, orderId)),
      ),
    );
  }

  async cancelSeatOrder(orderId: string) {
    return toSeatOrderCancelled(
      parseAnswer(
        SeatOrderCancelResponseSchema,
        await this.call(ApiPaths.trainOrder, (server, context) => server.seatOrders.cancel(context, orderId)),
      ),
    );
  }

  /** (FakeGateway hands the demo knob `trainDelayMinutes` to the server at every call.) */
  private call<T>(operation: string, handler: (server: FakeServer, context: RequestContext) => T | Promise<T>) {
    return this.gateway.call(operation, handler);
  }
}
