import { inject, injectable } from 'inversify';
import { TrainEndpoints } from '../../api/endpoints';
import type { TrainApi, TrainJourneyQuery } from '../../ports/TrainApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpTrainApi implements TrainApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  journeyByPnr = (pnr: string) => this.http.call(TrainEndpoints.journeyByPnr, pnr);
  journeyByTrain = (query: TrainJourneyQuery) => this.http.call(TrainEndpoints.journeyByTrain, query);
  route = (trainNumber: string) => this.http.call(TrainEndpoints.route, trainNumber);
  liveStatus = (trainNumber: string, runDate: string) =>
    this.http.call(TrainEndpoints.liveStatus, { trainNumber, runDate });
  seatOrder = (orderId: string) => this.http.call(TrainEndpoints.seatOrder, orderId);
  cancelSeatOrder = (orderId: string) => this.http.call(TrainEndpoints.cancelSeatOrder, orderId);
}
