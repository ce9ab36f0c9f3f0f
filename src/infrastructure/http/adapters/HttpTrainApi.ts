import { inject, injectable } from 'inversify';
import {
  toJourney,
  toLiveStatus,
  toSeatOrderCancelled,
  toSeatOrderTracking,
  toTrainRoute,
  trainJourneyQuery,
} from '../../api/mappers/trainMappers';
import { ApiPaths, pathWithId } from '../../api/paths';
import {
  JourneyResponseSchema,
  LiveStatusResponseSchema,
  SeatOrderCancelResponseSchema,
  SeatOrderTrackingResponseSchema,
  TrainRouteResponseSchema,
} from '../../api/schemas/train';
import type { TrainApi, TrainJourneyQuery } from '../../ports/TrainApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpTrainApi implements TrainApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async journeyByPnr(pnr: string) {
    return toJourney(await this.http.get(pathWithId(ApiPaths.trainPnr, pnr), { schema: JourneyResponseSchema }));
  }

  async journeyByTrain(query: TrainJourneyQuery) {
    return toJourney(
      await this.http.get(ApiPaths.trainJourney, { schema: JourneyResponseSchema, query: trainJourneyQuery(query) }),
    );
  }

  async route(trainNumber: string) {
    return toTrainRoute(
      await this.http.get(pathWithId(ApiPaths.trainRoute, trainNumber), { schema: TrainRouteResponseSchema }),
    );
  }

  async liveStatus(trainNumber: string, runDate: string) {
    return toLiveStatus(
      await this.http.get(pathWithId(ApiPaths.trainLiveStatus, trainNumber), {
        schema: LiveStatusResponseSchema,
        query: { runDate },
      }),
    );
  }

  async seatOrder(orderId: string) {
    return toSeatOrderTracking(
      await this.http.get(pathWithId(ApiPaths.trainOrder, orderId), { schema: SeatOrderTrackingResponseSchema }),
    );
  }

  async cancelSeatOrder(orderId: string) {
    return toSeatOrderCancelled(
      await this.http.post(`${pathWithId(ApiPaths.trainOrder, orderId)}/cancel`, {
        schema: SeatOrderCancelResponseSchema,
      }),
    );
  }
}
