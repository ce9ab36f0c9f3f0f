import { TrainEndpoints } from '../../api/endpoints';
import type { FakeServer } from '../server/FakeServer';
import { answer } from './answer';

/** The train calls (issue 13), routed by the endpoint table to the fake server (seat orders: orderHandlers). */
export function trainHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    answer(server, url, TrainEndpoints.journeyByPnr, (_context, { params }) =>
      server.trains.journeyByPnr(params.pnr ?? ''),
    ),
    answer(server, url, TrainEndpoints.journeyByTrain, (_context, { query }) => server.trains.journeyByTrain(query)),
    answer(server, url, TrainEndpoints.route, (_context, { params }) => server.trains.route(params.trainNumber ?? '')),
    answer(server, url, TrainEndpoints.liveStatus, (_context, { params, query }) =>
      server.trains.liveStatus(params.trainNumber ?? '', query),
    ),
    answer(server, url, TrainEndpoints.seatOrder, (context, { params }) =>
      server.seatOrders.tracking(context, params.orderId ?? ''),
    ),
    answer(server, url, TrainEndpoints.cancelSeatOrder, (context, { params }) =>
      server.seatOrders.cancel(context, params.orderId ?? ''),
    ),
  ];
}
