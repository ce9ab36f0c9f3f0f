import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { handlersFor } from '../../scripts/api/handlerIndex';

const BASE = 'http://127.0.0.1:8787/';
const handlers = [
  http.get(`${BASE}api/orders/:orderId`, () => HttpResponse.json({})),
  http.post(`${BASE}api/orders/:orderId`, () => HttpResponse.json({})),
  http.get(`${BASE}api/cart`, () => HttpResponse.json({})),
];

it('gives msw only the handlers of the request’s method and path', () => {
  expect(handlersFor(handlers, new Request(`${BASE}api/orders/RB1`))).toEqual([handlers[0]]);
  expect(handlersFor(handlers, new Request(`${BASE}api/orders/RB1`, { method: 'POST' }))).toEqual([handlers[1]]);
  expect(handlersFor(handlers, new Request(`${BASE}api/cart?x=1`))).toEqual([handlers[2]]);
  expect(handlersFor(handlers, new Request(`${BASE}api/cart`, { method: 'DELETE' }))).toEqual([]);
  expect(handlersFor(handlers, new Request(`${BASE}api/nothing`))).toEqual([]);
});
