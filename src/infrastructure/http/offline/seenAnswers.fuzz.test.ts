import fc from 'fast-check';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { AppError } from '../../../domain/errors/AppError';
import { NO_FILTERS } from '../../../domain/catalogue/restaurantFilters';
import { type Endpoint, operationOf } from '../../api/endpoint';
import { AddressEndpoints } from '../../api/endpoints/addressEndpoints';
import { AuthEndpoints } from '../../api/endpoints/authEndpoints';
import { CartEndpoints } from '../../api/endpoints/cartEndpoints';
import { CatalogueEndpoints } from '../../api/endpoints/catalogueEndpoints';
import { CheckoutEndpoints } from '../../api/endpoints/checkoutEndpoints';
import { DemoEndpoints } from '../../api/endpoints/demoEndpoints';
import { FavoriteEndpoints } from '../../api/endpoints/favoriteEndpoints';
import { LocationEndpoints } from '../../api/endpoints/locationEndpoints';
import { PushEndpoints } from '../../api/endpoints/pushEndpoints';
import { MenuEndpoints } from '../../api/endpoints/menuEndpoints';
import { OrderEndpoints } from '../../api/endpoints/orderEndpoints';
import { ProfileEndpoints } from '../../api/endpoints/profileEndpoints';
import { TrainEndpoints } from '../../api/endpoints/trainEndpoints';
import { type AddressApi, AddressApiToken } from '../../ports/AddressApi';
import { type CatalogueApi, CatalogueApiToken } from '../../ports/CatalogueApi';
import { type CheckoutApi, CheckoutApiToken } from '../../ports/CheckoutApi';
import { StorageKeys } from '../../ports/KeyValueStore';
import { type MenuApi, MenuApiToken } from '../../ports/MenuApi';
import { type OrdersApi, OrdersApiToken } from '../../ports/OrdersApi';
import { type ProfileApi, ProfileApiToken } from '../../ports/ProfileApi';
import { type TrainApi, TrainApiToken } from '../../ports/TrainApi';
import { createHarness, type Harness, installMsw } from '../../../../test/helpers/adapterSets';
import { everyFieldMalformed, malformedAnswers, type RawAnswer } from '../../../../test/helpers/malformedBodies';
import { fillCart, orderRequest } from '../../../../test/helpers/orders';
import { signIn } from '../../../../test/helpers/signIn';
import { JAIPUR_SEAT } from '../../../../test/helpers/trainSeats';
import { keepsOf, SEEN_READS } from './seenReads';

/**
 * Saved answers read back offline (the http set): whatever an older release, another tab or a broken write left in
 * place of a kept read's answer, it is parsed again with the endpoint's contract and either served whole or
 * discarded: the call then fails as it would have without it (a network AppError), never with part of an answer.
 */
const ANSWERS_PER_READ = 300;
const MIN_RANDOM_RUNS = 60;
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const TRAIN_QUERY = {
  trainNumber: '12955',
  boardingCode: 'BCT',
  journeyDate: '2026-11-22',
  coach: 'B2',
  berth: '34',
  passengerName: 'Asha',
};

interface Context {
  h: Harness;
  c: Container;
  known: Record<string, string>;
}
const port = <T>(x: Context, token: symbol) => x.c.get<T>(token);

type AnyEndpoint = Endpoint<never, z.ZodMiniType, unknown>;

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
/** Every entry of the endpoint table, by area (an area may group entries, e.g. the address update by method). */
const EVERY_ENDPOINT: AnyEndpoint[] = [
  AddressEndpoints,
  AuthEndpoints,
  CartEndpoints,
  CatalogueEndpoints,
  CheckoutEndpoints,
  DemoEndpoints,
  FavoriteEndpoints,
  LocationEndpoints,
  MenuEndpoints,
  OrderEndpoints,
  ProfileEndpoints,
  PushEndpoints,
  TrainEndpoints,
].flatMap((area) =>
  Object.values(area).flatMap((entry: unknown) =>
    isEndpoint(entry) ? [entry] : Object.values(entry as object).filter(isEndpoint),
  ),
);
interface KeptRead {
  endpoint: unknown;
  call: (x: Context) => Promise<unknown>;
  /** The call's input to the endpoint's mapper (what the answer may leave out). */
  input?: (x: Context) => unknown;
  before?: (x: Context) => Promise<void>;
}

const KEPT_READS: [string, KeptRead][] = [
  [
    'ProfileApi.getProfile',
    { endpoint: ProfileEndpoints.get, call: (x) => port<ProfileApi>(x, ProfileApiToken).getProfile() },
  ],
  ['AddressApi.list', { endpoint: AddressEndpoints.list, call: (x) => port<AddressApi>(x, AddressApiToken).list() }],
  [
    'MenuApi.restaurantDetail',
    {
      endpoint: MenuEndpoints.restaurantDetail,
      call: (x) => port<MenuApi>(x, MenuApiToken).restaurantDetail('1'),
      input: () => '1',
    },
  ],
  [
    'MenuApi.items',
    {
      endpoint: MenuEndpoints.items,
      call: (x) => port<MenuApi>(x, MenuApiToken).items('1', { page: 1, limit: 10 }),
      input: () => ({ restaurantId: '1', query: { page: 1, limit: 10 } }),
    },
  ],
  [
    'CatalogueApi.restaurants',
    {
      endpoint: CatalogueEndpoints.restaurants,
      call: (x) =>
        port<CatalogueApi>(x, CatalogueApiToken).restaurants({
          point: NEW_DELHI,
          page: 1,
          limit: 10,
          filters: NO_FILTERS,
        }),
      input: () => ({ point: NEW_DELHI, page: 1, limit: 10, filters: NO_FILTERS }),
    },
  ],
  [
    'CatalogueApi.cuisineCategories',
    {
      endpoint: CatalogueEndpoints.cuisineCategories,
      call: (x) => port<CatalogueApi>(x, CatalogueApiToken).cuisineCategories(),
    },
  ],
  [
    'TrainApi.journeyByPnr',
    {
      endpoint: TrainEndpoints.journeyByPnr,
      call: (x) => port<TrainApi>(x, TrainApiToken).journeyByPnr('2401234567'),
      input: () => '2401234567',
    },
  ],
  [
    'TrainApi.journeyByTrain',
    {
      endpoint: TrainEndpoints.journeyByTrain,
      call: (x) => port<TrainApi>(x, TrainApiToken).journeyByTrain(TRAIN_QUERY),
      input: () => TRAIN_QUERY,
    },
  ],
  [
    'TrainApi.route',
    {
      endpoint: TrainEndpoints.route,
      call: (x) => port<TrainApi>(x, TrainApiToken).route('12955'),
      input: () => '12955',
    },
  ],
  [
    'TrainApi.liveStatus',
    {
      endpoint: TrainEndpoints.liveStatus,
      call: (x) => port<TrainApi>(x, TrainApiToken).liveStatus('12955', '2026-11-21'),
      input: () => ({ trainNumber: '12955', runDate: '2026-11-21' }),
    },
  ],
  [
    'OrdersApi.history',
    {
      endpoint: OrderEndpoints.history,
      before: async (x) => {
        await fillCart(x.h, 37, 1);
        x.known.orderId = await port<CheckoutApi>(x, CheckoutApiToken).placeCashOrder(
          orderRequest('', { seat: JAIPUR_SEAT }),
        );
      },
      call: (x) => port<OrdersApi>(x, OrdersApiToken).history({ page: 1, limit: 10, status: '' }),
      input: () => ({ page: 1, limit: 10, status: '' }),
    },
  ],
  [
    'OrdersApi.order',
    {
      endpoint: OrderEndpoints.order,
      call: (x) => port<OrdersApi>(x, OrdersApiToken).order(x.known.orderId!),
      input: (x) => x.known.orderId,
    },
  ],
  [
    'TrainApi.seatOrder',
    {
      endpoint: TrainEndpoints.seatOrder,
      call: (x) => port<TrainApi>(x, TrainApiToken).seatOrder(x.known.orderId!),
      input: (x) => x.known.orderId,
    },
  ],
];

type SavedAnswers = Record<string, { seenAt: number; body: unknown }>;
const savedIn = (h: Harness): SavedAnswers =>
  JSON.parse(h.storage.getItem(StorageKeys.seenAnswers) ?? '{}') as SavedAnswers;

/** The body a saved answer would hold: the JSON value, or the text itself when it is not JSON. */
function bodyOf(answer: RawAnswer): unknown {
  if (answer.value !== undefined) return answer.value;
  try {
    return JSON.parse(answer.text) as unknown;
  } catch {
    return answer.text;
  }
}

/** Whether the endpoint would serve this body whole: its schema takes it and its mapper reads it. */
function servable(endpoint: AnyEndpoint, input: unknown, body: unknown): boolean {
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success) return false;
  try {
    (endpoint.map as (response: unknown, input: unknown) => unknown)(parsed.data, input);
    return true;
  } catch {
    return false;
  }
}

describe('saved answers read back offline are served whole or discarded', () => {
  installMsw();
  const recorded = new Map<string, { key: string; body: unknown }>();
  let context: Context;

  it('covers every kept read of the endpoint table', () => {
    const kept = EVERY_ENDPOINT.filter((endpoint) => keepsOf(endpoint) !== undefined);
    expect(new Set(KEPT_READS.map(([, read]) => read.endpoint))).toEqual(new Set(kept));
    // Each listed operation names a read that exists.
    expect(new Set(kept.map(operationOf))).toEqual(new Set(SEEN_READS.keys()));
  });

  beforeAll(async () => {
    const h = await createHarness('http');
    context = { h, c: h.container, known: {} };
    await signIn(h);
    for (const [name, { call, before, endpoint }] of KEPT_READS) {
      expect(keepsOf(endpoint as AnyEndpoint), `${name} is a kept read`).toBeDefined();
      await before?.(context);
      const keys = new Set(Object.keys(savedIn(h)));
      await call(context);
      const saved = Object.entries(savedIn(h)).filter(([key]) => !keys.has(key));
      expect(saved, `${name} saved one answer`).toHaveLength(1);
      recorded.set(name, { key: saved[0]![0], body: saved[0]![1].body });
    }
  });

  for (const [name, { call, endpoint, input }] of KEPT_READS) {
    it(`${name}: the good saved answer is served; every malformed one is discarded with a network error`, async () => {
      const { key, body } = recorded.get(name)!;
      const h = context.h;
      // The network is missing: every answer comes from what was saved.
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const inputOf = input?.(context);
      const save = (saved: unknown) =>
        h.storage.setItem(
          StorageKeys.seenAnswers,
          JSON.stringify({ ...savedIn(h), [key]: { seenAt: Date.now(), body: saved } }),
        );
      let discarded = 0;
      const refused = async (malformed: RawAnswer) => {
        save(bodyOf(malformed));
        const outcome = await call(context).then(
          (data) => ({ data }),
          (error: unknown) => ({ error }),
        );
        expect('data' in outcome, `a saved ${malformed.kind} answer was served`).toBe(false);
        const error = (outcome as { error: unknown }).error;
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).kind).toBe('network');
        expect(savedIn(h)[key], 'the unreadable answer is removed').toBeUndefined();
        discarded += 1;
      };
      try {
        save(body);
        await expect(call(context)).resolves.toBeDefined();
        const accepts = (malformed: RawAnswer) => servable(endpoint as AnyEndpoint, inputOf, bodyOf(malformed));
        const targeted = everyFieldMalformed(body).filter((malformed) => !accepts(malformed));
        for (const malformed of targeted) await refused(malformed);
        await fc.assert(
          fc.asyncProperty(malformedAnswers(body), async (malformed) => {
            fc.pre(!accepts(malformed));
            await refused(malformed);
          }),
          { numRuns: Math.max(MIN_RANDOM_RUNS, ANSWERS_PER_READ - targeted.length) },
        );
      } finally {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
      }
      expect(discarded).toBeGreaterThanOrEqual(Math.min(ANSWERS_PER_READ, MIN_RANDOM_RUNS));
    });
  }
});
