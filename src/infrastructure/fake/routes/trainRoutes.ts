import { TrainEndpoints } from '../../api/endpoints/trainEndpoints';
import { route } from './route';

/** The train calls (FEATURES F-train); the seat placements are checkout routes (orderRoutes). */
export const trainRoutes = [
  route(TrainEndpoints.journeyByPnr, (server, _context, { params }) => server.trains.journeyByPnr(params.pnr ?? '')),
  route(TrainEndpoints.journeyByTrain, (server, _context, { query }) => server.trains.journeyByTrain(query)),
  route(TrainEndpoints.route, (server, _context, { params }) => server.trains.route(params.trainNumber ?? '')),
  route(TrainEndpoints.liveStatus, (server, _context, { params, query }) =>
    server.trains.liveStatus(params.trainNumber ?? '', query),
  ),
  route(TrainEndpoints.seatOrder, (server, context, { params }) =>
    server.seatOrders.tracking(context, params.orderId ?? ''),
  ),
  route(TrainEndpoints.cancelSeatOrder, (server, context, { params }) =>
    server.seatOrders.cancel(context, params.orderId ?? ''),
  ),
];
