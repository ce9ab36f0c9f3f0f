import fc from 'fast-check';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FavoritesApi, FavoritesApiToken } from '../ports/FavoritesApi';
import type { z } from 'zod/mini';
import { SessionStore } from '../../application/session/SessionStore';
import { AppError, type AppErrorKind } from '../../domain/errors/AppError';
import type { Credentials } from '../../domain/session/Session';
import { NO_INSTRUCTIONS } from '../../domain/checkout/deliveryInstructions';
import { NO_FILTERS } from '../../domain/catalogue/restaurantFilters';
import { emptyAddressDraft } from '../../domain/address/Address';
import { awaitsRating, ratingSubmission } from '../../domain/order/rating';
import { IpGeolocationResponseSchema } from '../api/schemas/location';
import { type AddressApi, AddressApiToken } from '../ports/AddressApi';
import { type AuthApi, AuthApiToken } from '../ports/AuthApi';
import { type CartApi, CartApiToken } from '../ports/CartApi';
import { type CatalogueApi, CatalogueApiToken } from '../ports/CatalogueApi';
import { type CheckoutApi, CheckoutApiToken } from '../ports/CheckoutApi';
import { type ClientIpApi, ClientIpApiToken } from '../ports/ClientIpApi';
import { type IpGeolocation, IpGeolocationToken } from '../ports/IpGeolocation';
import { type MenuApi, MenuApiToken } from '../ports/MenuApi';
import { type OrdersApi, OrdersApiToken } from '../ports/OrdersApi';
import { type ProfileApi, ProfileApiToken } from '../ports/ProfileApi';
import { type PushRegistrationApi, PushRegistrationApiToken } from '../ports/PushRegistrationApi';
import { type TrainApi, TrainApiToken } from '../ports/TrainApi';
import { HttpClient, type RequestOptions } from './HttpClient';
import { createHarness, type Harness, installMsw } from '../../../test/helpers/adapterSets';
import { everyFieldMalformed, malformedAnswers, type RawAnswer } from '../../../test/helpers/malformedBodies';
import { customizableDish, plainDish } from '../../../test/helpers/menuFixtures';
import { fillCart, orderRequest } from '../../../test/helpers/orders';
import { DEMO_CUSTOMERS, signIn } from '../../../test/helpers/signIn';
import { JAIPUR_SEAT } from '../../../test/helpers/trainSeats';

/**
 * Malformed answers per http adapter method (FEATURES F-reliability: at least 1,000): the targeted ones
 * (everyFieldMalformed: every field of another type, null, missing and nested) and random ones up to the total. The
 * random runs pick a field first, so they spread over the contract instead of over the items of a list.
 */
const ANSWERS_PER_METHOD = 1_000;
const MIN_RANDOM_RUNS = 100;
const randomRunsBeside = (targeted: number) => Math.max(MIN_RANDOM_RUNS, ANSWERS_PER_METHOD - targeted);
const NEW_DELHI = { latitude: 28.6139, longitude: 77.209 };
const aarav = DEMO_CUSTOMERS.aarav;
const identity = { userEmail: aarav.email, userPhone: aarav.phone };

interface Context {
  h: Harness;
  c: Container;
  /** Values learnt while the good answers were recorded (ids, codes), reused when the method is fuzzed. */
  known: Record<string, string>;
}

const port = <T>(c: Container, token: symbol) => c.get<T>(token);
const auth = (x: Context) => port<AuthApi>(x.c, AuthApiToken);
const profile = (x: Context) => port<ProfileApi>(x.c, ProfileApiToken);
const addresses = (x: Context) => port<AddressApi>(x.c, AddressApiToken);
const menu = (x: Context) => port<MenuApi>(x.c, MenuApiToken);
const cart = (x: Context) => port<CartApi>(x.c, CartApiToken);
const catalogue = (x: Context) => port<CatalogueApi>(x.c, CatalogueApiToken);
const checkout = (x: Context) => port<CheckoutApi>(x.c, CheckoutApiToken);
const orders = (x: Context) => port<OrdersApi>(x.c, OrdersApiToken);
const codeFor = (x: Context) => x.h.server.auth.latestMessageTo(aarav.email)?.code ?? '';
const addressDraft = {
  ...emptyAddressDraft(),
  addressType: 'WORK' as const,
  completeAddress: '12, Lal Quila Marg',
  area: 'Chandni Chowk',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110006',
  latitude: 28.6506,
  longitude: 77.2303,
  placeId: 'gz:new-delhi:chandni-chowk',
};
const plain = plainDish(1);
const custom = customizableDish(1);
const customChoices = custom.addOnGroups
  .filter((group) => group.type === 'radio')
  .map((group) => ({ groupId: String(group.id), optionIds: [String(group.items[0]!.id)] }));

interface Method {
  /** Calls exactly one adapter method (the one fuzzed). */
  call: (x: Context) => Promise<unknown>;
  /** Real calls that make the first, recorded call succeed (run once, before it). */
  before?: (x: Context) => Promise<void>;
  /** Keeps what the recorded answer gave (a rotated token). */
  after?: (x: Context, answer: unknown) => void;
}

/**
 * Every method of the http adapter set, in an order in which each can first be called for real against the
 * fake backend (through msw), to record one good answer to build malformed ones from.
 */
const METHODS: [string, Method][] = [
  ['ProfileApi.getProfile', { call: (x) => profile(x).getProfile() }],
  [
    'ProfileApi.updateProfile',
    {
      call: (x) => profile(x).updateProfile({ name: aarav.name, email: aarav.email, mobile: aarav.phone }),
      after: (x, update) =>
        x.c.get(SessionStore).applyProfileUpdate(update as Parameters<SessionStore['applyProfileUpdate']>[0]),
    },
  ],
  ['ProfileApi.sendPasswordOtp', { call: (x) => profile(x).sendPasswordOtp() }],
  ['ProfileApi.changePassword', { call: (x) => profile(x).changePassword({ otp: codeFor(x), password: 'Chai@2026' }) }],
  [
    'AddressApi.list',
    {
      call: (x) => addresses(x).list(),
      after: (x, list) => void (x.known.addressId = (list as { id: string }[])[0]!.id),
    },
  ],
  ['AddressApi.create', { call: (x) => addresses(x).create(addressDraft) }],
  ['AddressApi.update', { call: (x) => addresses(x).update(x.known.addressId!, addressDraft) }],
  ['AddressApi.setDefault', { call: (x) => addresses(x).setDefault(x.known.addressId!) }],
  [
    'AddressApi.remove',
    {
      before: async (x) =>
        void (x.known.removable = (await addresses(x).list()).find((address) => !address.isDefault)!.id),
      call: (x) => addresses(x).remove(x.known.removable!),
    },
  ],
  ['MenuApi.restaurantDetail', { call: (x) => menu(x).restaurantDetail('1') }],
  ['MenuApi.items', { call: (x) => menu(x).items('1', { page: 1, limit: 10 }) }],
  ['MenuApi.searchItems', { call: (x) => menu(x).searchItems('1', plain.itemName.slice(0, 4)) }],
  ['MenuApi.addOnOptions', { call: (x) => menu(x).addOnOptions(String(custom.menuId)) }],
  [
    'CartApi.addItem',
    { call: (x) => cart(x).addItem({ restaurantId: '1', menuId: String(plain.menuId), quantity: 2 }) },
  ],
  [
    'CartApi.addItemWithOptions',
    {
      call: (x) =>
        cart(x).addItemWithOptions({
          restaurantId: '1',
          menuId: String(custom.menuId),
          quantity: 1,
          choices: customChoices,
          menuCount: null,
        }),
    },
  ],
  [
    'CartApi.changeQuantity',
    {
      call: (x) =>
        cart(x).changeQuantity({
          restaurantId: '1',
          menuId: String(plain.menuId),
          quantity: 3,
          choices: [],
          menuCount: null,
          addOnItemsCount: 0,
        }),
    },
  ],
  ['CartApi.cartInfo', { call: (x) => cart(x).cartInfo() }],
  ['CartApi.itemsCount', { call: (x) => cart(x).itemsCount() }],
  [
    'CatalogueApi.restaurants',
    { call: (x) => catalogue(x).restaurants({ point: NEW_DELHI, page: 1, limit: 10, filters: NO_FILTERS }) },
  ],
  [
    'CatalogueApi.restaurantsByCuisine',
    { call: (x) => catalogue(x).restaurantsByCuisine({ categoryId: '3', point: NEW_DELHI, page: 1, limit: 10 }) },
  ],
  ['CatalogueApi.search', { call: (x) => catalogue(x).search({ text: 'biryani', point: NEW_DELHI }) }],
  ['CatalogueApi.cuisineCategories', { call: (x) => catalogue(x).cuisineCategories() }],
  [
    'ClientIpApi.currentIp',
    {
      call: (x) => port<ClientIpApi>(x.c, ClientIpApiToken).currentIp(),
      after: (x, ip) => void (x.known.ip = ip as string),
    },
  ],
  ['IpGeolocation.locate', { call: (x) => port<IpGeolocation>(x.c, IpGeolocationToken).locate(x.known.ip!) }],
  ['TrainApi.journeyByPnr', { call: (x) => port<TrainApi>(x.c, TrainApiToken).journeyByPnr('2401234567') }],
  [
    'TrainApi.journeyByTrain',
    {
      call: (x) =>
        port<TrainApi>(x.c, TrainApiToken).journeyByTrain({
          trainNumber: '12955',
          boardingCode: 'BCT',
          journeyDate: '2026-11-22',
          coach: 'B2',
          berth: '34',
          passengerName: 'Asha',
        }),
    },
  ],
  ['TrainApi.route', { call: (x) => port<TrainApi>(x.c, TrainApiToken).route('12955') }],
  ['TrainApi.liveStatus', { call: (x) => port<TrainApi>(x.c, TrainApiToken).liveStatus('12955', '2026-11-21') }],
  [
    'CheckoutApi.placeCashOrder',
    {
      call: (x) =>
        checkout(x).placeCashOrder({
          ...NO_INSTRUCTIONS,
          addressId: x.known.addressId!,
          idempotencyKey: crypto.randomUUID(),
        }),
      after: (x, id) => void (x.known.orderId = id as string),
    },
  ],
  [
    'CheckoutApi.startOnlinePayment',
    {
      before: (x) => cart(x).addItem({ restaurantId: '1', menuId: String(plain.menuId), quantity: 1 }),
      call: (x) =>
        checkout(x).startOnlinePayment({
          ...NO_INSTRUCTIONS,
          addressId: x.known.addressId!,
          idempotencyKey: crypto.randomUUID(),
        }),
    },
  ],
  ['CheckoutApi.paymentStatus', { call: (x) => checkout(x).paymentStatus(x.known.orderId!) }],
  ['OrdersApi.history', { call: (x) => orders(x).history({ page: 1, limit: 10, status: '' }) }],
  ['OrdersApi.order', { call: (x) => orders(x).order(x.known.orderId!) }],
  [
    'OrdersApi.submitRating',
    {
      before: async (x) => {
        const unrated = (await orders(x).history({ page: 1, limit: 10, status: 'delivered' })).orders.find(
          awaitsRating,
        )!;
        x.known.rating = JSON.stringify(ratingSubmission(unrated, { food: 4, delivery: 5, items: {}, comment: 'Hot' }));
      },
      call: (x) => orders(x).submitRating(JSON.parse(x.known.rating!) as Parameters<OrdersApi['submitRating']>[0]),
    },
  ],
  [
    'TrainApi.seatOrder',
    {
      // A cash order to a seat on 12955 at Jaipur (the harness clock: 22 Nov 2026, 12:00 IST, arrival 12:40).
      before: async (x) => {
        await fillCart(x.h, 37, 1);
        x.known.seatOrderId = await checkout(x).placeCashOrder(orderRequest('', { seat: JAIPUR_SEAT }));
      },
      call: (x) => port<TrainApi>(x.c, TrainApiToken).seatOrder(x.known.seatOrderId!),
    },
  ],
  [
    'TrainApi.cancelSeatOrder',
    { call: (x) => port<TrainApi>(x.c, TrainApiToken).cancelSeatOrder(x.known.seatOrderId!) },
  ],
  [
    'PushRegistrationApi.registerDevice',
    {
      call: (x) =>
        port<PushRegistrationApi>(x.c, PushRegistrationApiToken).registerDevice({
          fcmToken: 'token-1',
          deviceId: 'device_k3j9x2_1767225600000',
        }),
    },
  ],
  ['FavoritesApi.add', { call: (x) => port<FavoritesApi>(x.c, FavoritesApiToken).add('2') }],
  ['FavoritesApi.list', { call: (x) => port<FavoritesApi>(x.c, FavoritesApiToken).list(NEW_DELHI) }],
  ['FavoritesApi.remove', { call: (x) => port<FavoritesApi>(x.c, FavoritesApiToken).remove('2') }],
  ['AuthApi.currentUser', { call: (x) => auth(x).currentUser() }],
  [
    'AuthApi.register',
    {
      call: (x) =>
        auth(x).register({
          firstName: 'Meera Iyer',
          mobile: '8123456789',
          email: 'meera@example.in',
          password: 'Chai@2026',
        }),
    },
  ],
  ['AuthApi.requestPasswordReset', { call: (x) => auth(x).requestPasswordReset(identity) }],
  ['AuthApi.verifyResetOtp', { call: (x) => auth(x).verifyResetOtp({ ...identity, otp: codeFor(x) }) }],
  [
    'AuthApi.resetPassword',
    { call: (x) => auth(x).resetPassword({ ...identity, otp: codeFor(x), password: 'Newpass#99' }) },
  ],
  [
    'AuthApi.login',
    {
      call: (x) => auth(x).login({ phone: aarav.phone, password: 'Newpass#99' }),
      after: (x, credentials) => {
        x.known.token = (credentials as Credentials).token;
        x.c.get(SessionStore).applyProfileUpdate({ credentials: credentials as Credentials, user: null });
      },
    },
  ],
  ['AuthApi.logout', { call: (x) => auth(x).logout(x.known.token!) }],
];

/** What one method answered for real: the body, and the contract (schema) its adapter reads it with. */
interface Recorded {
  body: unknown;
  accepts: (answer: RawAnswer) => boolean;
}

const ERROR_KINDS: readonly AppErrorKind[] = [
  'network',
  'unauthorized',
  'rejected',
  'not-found',
  'server',
  'malformed',
];
const counts = new Map<string, { bodies: number; byKind: Record<string, number> }>();

function acceptsWith(schema: z.ZodMiniType, text: boolean) {
  return ({ status, text: body, value }: RawAnswer) => {
    if (status < 200 || status > 299) return false;
    if (text) return schema.safeParse(body).success;
    // A huge string at a field costs more to parse than the rest of the run: the value it was written from is the same.
    if (value !== undefined) return schema.safeParse(value).success;
    try {
      return body.trim() !== '' && schema.safeParse(JSON.parse(body)).success;
    } catch {
      return false;
    }
  };
}

describe('every http adapter method turns malformed answers into typed AppErrors', () => {
  installMsw();
  const recorded = new Map<string, Recorded>();
  let context: Context;

  beforeAll(async () => {
    const h = await createHarness('http');
    context = { h, c: h.container, known: {} };
    await signIn(h);
    const request = vi.spyOn(HttpClient.prototype, 'request');
    const bodies: string[] = [];
    const network = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const response = await network(...args);
      bodies.push(await response.clone().text());
      return response;
    });
    for (const [name, { call, before, after }] of METHODS) {
      await before?.(context);
      request.mockClear();
      bodies.length = 0;
      const answer = await call(context); // before `after?.(…)`: an absent `after` would skip its arguments
      after?.(context, answer);
      const options = request.mock.calls.at(-1)?.[2] as RequestOptions<z.ZodMiniType> | undefined;
      const text = options?.responseType === 'text';
      const raw = bodies.at(-1);
      if (raw === undefined) throw new Error(`${name} made no request`);
      recorded.set(name, {
        body: text ? raw : JSON.parse(raw),
        accepts: acceptsWith(options?.schema ?? IpGeolocationResponseSchema, text),
      });
    }
    vi.unstubAllGlobals();
    request.mockRestore();
  });

  afterAll(() => {
    const lines = [...counts].map(
      ([name, { bodies, byKind }]) => `  ${name.padEnd(36)} ${String(bodies).padStart(5)}  ${JSON.stringify(byKind)}`,
    );
    console.info(`Malformed answers per http adapter method (all ended in an AppError):\n${lines.join('\n')}`);
  });

  for (const [name, { call }] of METHODS) {
    it(`${name}: every field malformed, then random answers up to ${ANSWERS_PER_METHOD}, each a typed AppError`, async () => {
      const { body, accepts } = recorded.get(name)!;
      const tally = { bodies: 0, byKind: {} as Record<string, number> };
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let answer: RawAnswer = { kind: 'empty', status: 200, text: '' };
      // Bytes, as the network delivers them (a string body would first be scanned for lone surrogates).
      const utf8 = new TextEncoder();
      vi.stubGlobal(
        'fetch',
        async () =>
          new Response(utf8.encode(answer.text), {
            status: answer.status,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      const refused = async (malformed: RawAnswer) => {
        answer = malformed;
        const outcome = await call(context).then(
          (data) => ({ data }),
          (error: unknown) => ({ error }),
        );
        expect('data' in outcome, `${malformed.kind} (${malformed.status}) was taken as data`).toBe(false);
        const error = (outcome as { error: unknown }).error;
        expect(error).toBeInstanceOf(AppError);
        const appError = error as AppError;
        expect(ERROR_KINDS).toContain(appError.kind);
        expect(typeof appError.message === 'string' && appError.message.length > 0).toBe(true);
        if (malformed.status < 300) expect(appError.kind).toBe('malformed');
        tally.bodies += 1;
        tally.byKind[malformed.kind] = (tally.byKind[malformed.kind] ?? 0) + 1;
      };
      const targeted = everyFieldMalformed(body).filter((malformed) => !accepts(malformed));
      const randomRuns = randomRunsBeside(targeted.length);
      try {
        for (const malformed of targeted) await refused(malformed);
        await fc.assert(
          fc.asyncProperty(malformedAnswers(body), async (malformed) => {
            fc.pre(!accepts(malformed));
            await refused(malformed);
          }),
          { numRuns: randomRuns },
        );
      } finally {
        vi.unstubAllGlobals();
        vi.restoreAllMocks();
      }
      counts.set(name, tally);
      expect(tally.bodies).toBeGreaterThanOrEqual(Math.max(ANSWERS_PER_METHOD, targeted.length + MIN_RANDOM_RUNS));
      // The work is bounded by count; the time limit only leaves room for a busy machine.
    }, 60_000);
  }
});
