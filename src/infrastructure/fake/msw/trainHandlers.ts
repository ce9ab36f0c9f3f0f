import { http } from 'msw';
import { ApiPaths } from '../../api/paths';
import type { FakeServer } from '../server/FakeServer';
import { contextOf, jsonBody, respond } from './respond';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The train calls (issue 13) on their HTTP paths, answered by the fake server. */
export function trainHandlers(server: FakeServer, url: (path: string) => string) {
  return [
    http.get(`${url(ApiPaths.trainPnr)}/:pnr`, ({ params }) =>
      respond(server, () => server.trains.journeyByPnr(String(params.pnr))),
    ),
    http.get(url(ApiPaths.trainJourney), ({ request }) =>
      respond(server, () => server.trains.journeyByTrain(queryOf(request))),
    ),
    http.get(`${url(ApiPaths.trainRoute)}/:trainNumber`, ({ params }) =>
      respond(server, () => server.trains.route(String(params.trainNumber))),
    ),
    http.get(`${url(ApiPaths.trainLiveStatus)}/:trainNumber`, ({ request, params }) =>
      respond(server, () => server.trains.liveStatus(String(params.trainNumber), queryOf(request))),
    ),
    http.post(url(ApiPaths.trainInitOrderCod), async ({ request }) =>
      respond(server, async () => server.orders.placeSeatCashOrder(contextOf(request), await jsonBody(request))),
    ),
    http.get(`${url(ApiPaths.trainOrder)}/:orderId`, ({ request, params }) =>
      respond(server, () => server.seatOrders.tracking(contextOf(request), String(params.orderId))),
    ),
    http.post(`${url(ApiPaths.trainOrder)}/:orderId/cancel`, ({ request, params }) =>
      respond(server, () => server.seatOrders.cancel(contextOf(request), String(params.orderId))),
    ),
    http.post(url(ApiPaths.trainInitOrder), async ({ request }) =>
      respond(server, async () => server.orders.startSeatOnlinePayment(contextOf(request), await jsonBody(request))),
    ),
  ];
}
