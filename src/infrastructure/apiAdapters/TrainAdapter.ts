import { inject, injectable } from 'inversify';
import { TrainEndpoints } from '../api/endpoints/trainEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { TrainApi, TrainJourneyQuery } from '../ports/TrainApi';

@injectable()
export class TrainAdapter implements TrainApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  journeyByPnr = (pnr: string) => this.caller.call(TrainEndpoints.journeyByPnr, pnr);
  journeyByTrain = (query: TrainJourneyQuery) => this.caller.call(TrainEndpoints.journeyByTrain, query);
  route = (trainNumber: string) => this.caller.call(TrainEndpoints.route, trainNumber);
  liveStatus = (trainNumber: string, runDate: string) =>
    this.caller.call(TrainEndpoints.liveStatus, { trainNumber, runDate });
  seatOrder = (orderId: string) => this.caller.call(TrainEndpoints.seatOrder, orderId);
  cancelSeatOrder = (orderId: string) => this.caller.call(TrainEndpoints.cancelSeatOrder, orderId);
}
