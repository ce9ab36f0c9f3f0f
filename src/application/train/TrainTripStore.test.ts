import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../../infrastructure/ports/KeyValueStore';
import { createHarness, installMsw } from '../../../test/helpers/adapterSets';
import { signIn } from '../../../test/helpers/signIn';
import { JAIPUR_SEAT } from '../../../test/helpers/trainSeats';
import { SignOut } from '../session/SignOut';
import { TrainApiToken } from '../../infrastructure/ports/TrainApi';
import { handoverTime } from '../../domain/train/journey';
import { closingMinutes } from '../../domain/train/orderability';
import { LIVE_STATUS_INTERVAL_MS, TrainTripStore } from './TrainTripStore';

installMsw();

/**
 * PNR 2401234567's journey with Jaipur chosen, at 10:00 IST: 2 h 40 min before Jaipur, every kitchen there still takes
 * orders (cut-offs 30-90 min).
 */
async function tripAtJaipurAt10() {
  const h = await createHarness('fake');
  const trip = h.container.get(TrainTripStore);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(h.clock.now() - 2 * 60 * 60_000);
  trip.clock.tick();
  await trip.findByPnr('2401234567');
  trip.chooseStop('JP');
  return trip;
}

/** The harness clock: 22 Nov 2026, 12:00 IST; 12955 boarded at Mumbai Central yesterday reaches Jaipur at 12:40. */
describe('TrainTripStore', () => {
  afterEach(() => vi.useRealTimers());

  it('finds the journey by PNR and says which stops can take an order, and why not for the others', async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    // The screens count down on the device's clock: set it to the backend's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(h.clock.now());
    trip.clock.tick();
    expect(await trip.findByPnr('2401234567')).toBe(true);
    const byCode = Object.fromEntries(trip.stops.map((view) => [view.stop.code, view]));
    expect(byCode.KOTA!.passed).toBe(true);
    expect(byCode.KOTA!.orderability).toEqual({ orderable: false, rule: 'left', reason: 'Train has left' });
    expect(byCode.DPA!.orderability).toEqual({
      orderable: false,
      rule: 'noRestaurants',
      reason: 'No restaurants at this station',
    });
    expect(byCode.JP!.orderability.orderable).toBe(true);
    expect(trip.position).toMatchObject({ state: 'between' });
  });

  it("lists the chosen stop's pure veg kitchens alone on 'Pure veg only', and all of them again when it is off", async () => {
    const trip = await tripAtJaipurAt10();
    const all = trip.listedRestaurants;
    expect(trip.offersPureVegChoice).toBe(true);
    trip.setPureVegOnly(true);
    const veg = trip.listedRestaurants;
    expect(veg.length).toBeGreaterThan(0);
    expect(veg.length).toBeLessThan(all.length);
    expect(veg.every(({ terms }) => terms.pureVeg)).toBe(true);
    expect(veg).toEqual(all.filter(({ terms }) => terms.pureVeg));
    // A stop with no open kitchen offers no choice; one on stays on, to be turned off where it lists nothing.
    trip.chooseStop('DPA');
    expect(trip.listedRestaurants).toEqual([]);
    expect(trip.offersPureVegChoice).toBe(false);
    trip.chooseStop('JP');
    trip.setPureVegOnly(false);
    expect(trip.listedRestaurants).toEqual(all);
  });

  it("gives each kitchen its own order-by time (the stop's is its latest kitchen's), as the menu and checkout show", async () => {
    const trip = await tripAtJaipurAt10();
    const view = trip.chosenStop!;
    const handover = handoverTime(view.times);
    const kitchens = view.stop.restaurants;
    for (const terms of kitchens)
      expect(trip.orderByOf(terms.restaurantId)).toBe(handover - closingMinutes(terms) * 60_000);
    // Cut-offs differ, so some kitchen closes before the stop's 'Order by' (the cart used to show the stop's).
    const stopOrderBy = view.orderability.orderable ? view.orderability.orderBy : 0;
    expect(kitchens.some((terms) => trip.orderByOf(terms.restaurantId)! < stopOrderBy)).toBe(true);
    expect(trip.orderByOf('no-such-kitchen')).toBeNull();
    expect(trip.orderByOf(null)).toBeNull();
  });

  it('start reads the live status every minute while a train screen is open; after its disposer nothing is read', async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    const liveStatus = vi.spyOn(h.container.get<{ liveStatus: () => unknown }>(TrainApiToken), 'liveStatus');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = trip.start();
    expect(liveStatus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_STATUS_INTERVAL_MS);
    expect(liveStatus).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(5 * LIVE_STATUS_INTERVAL_MS);
    expect(liveStatus).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('two screens following the train at once share one live timer; it runs until the last one goes away', async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    const liveStatus = vi.spyOn(h.container.get<{ liveStatus: () => unknown }>(TrainApiToken), 'liveStatus');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stopBanner = trip.start();
    const stopCard = trip.start();
    liveStatus.mockClear();
    vi.advanceTimersByTime(LIVE_STATUS_INTERVAL_MS);
    expect(liveStatus).toHaveBeenCalledTimes(1);
    stopBanner();
    vi.advanceTimersByTime(LIVE_STATUS_INTERVAL_MS);
    expect(liveStatus).toHaveBeenCalledTimes(2);
    stopCard();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the live delay at once when the clock jumps (a phone woken overnight), not a minute later', async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    const liveStatus = vi.spyOn(h.container.get<{ liveStatus: () => unknown }>(TrainApiToken), 'liveStatus');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const stop = trip.start();
    liveStatus.mockClear();
    vi.setSystemTime(Date.now() + 8 * 60 * 60_000);
    vi.advanceTimersByTime(1000);
    expect(liveStatus).toHaveBeenCalledTimes(1);
    stop();
  });

  it("knows a cart is for its stop only when its kitchen serves that stop, and keeps the cart's stop across a reload", async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    await trip.findByPnr('2401234567');
    expect(trip.seatFor('37')).toBeNull();
    trip.chooseStop('JP');
    trip.fixCartDestination('37');
    trip.updateSeat({ mobile: '9876543210', coach: ' b2 ' });
    expect(trip.seatFor('1')).toBeNull();
    expect(trip.seatFor('37')).toEqual(JAIPUR_SEAT);

    const again = await createHarness('fake', { storage: () => h.storage });
    expect(again.container.get(TrainTripStore).seatFor('37')).toMatchObject({
      stationCode: 'JP',
      mobile: '9876543210',
    });
  });

  it("keeps the cart's stop and seat while another stop is chosen or another journey searched", async () => {
    const trip = await tripAtJaipurAt10();
    trip.fixCartDestination('37');
    trip.chooseStop('SWM');
    expect(trip.seatFor('37')).toMatchObject({ trainNumber: '12955', stationCode: 'JP', coach: 'B2', berth: '34' });
    expect(trip.browsedDestination('37')).toMatchObject({ kind: 'seat', stationCode: 'JP' });
    const swmKitchen = trip.chosenStop!.stop.restaurants[0]!.restaurantId;
    expect(trip.browsedDestination(swmKitchen)).toMatchObject({ kind: 'seat', stationCode: 'SWM' });
    expect(trip.cartDestination).toMatchObject({ kind: 'seat', stationCode: 'JP', stationName: 'Jaipur' });

    expect(await trip.findByPnr('2407770001')).toBe(true);
    expect(trip.journey?.trainNumber).toBe('12951');
    expect(trip.seatFor('37')).toMatchObject({ pnr: '2401234567', trainNumber: '12955', stationCode: 'JP' });
    expect(trip.cartOrderByOf('37')).not.toBeNull();
    // A road restaurant browsed with no stop for it: a road cart starts there.
    expect(trip.browsedDestination('1')).toEqual({ kind: 'address' });
    trip.fixCartDestination('1');
    expect(trip.seatFor('37')).toBeNull();
    expect(trip.cartDestination).toEqual({ kind: 'address' });
  });

  it("prefills the seat's mobile with the signed-in customer's own (a PNR holds none); one typed before is kept", async () => {
    const h = await createHarness('fake');
    await signIn(h, 'aarav');
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    expect(trip.seat.mobile).toBe('9876543210');

    trip.updateSeat({ mobile: '9123456780' });
    expect(await trip.findByPnr('2401234567')).toBe(true);
    expect(trip.seat.mobile).toBe('9123456780');
  });

  it('forgets the journey, the seat and the passenger in the open tab when the customer signs out', async () => {
    const h = await createHarness('fake');
    await signIn(h);
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    trip.chooseStop('JP');
    trip.updateSeat({ mobile: '9876543210' });

    await h.container.get(SignOut).signOut();

    expect(trip.journey).toBeNull();
    expect(trip.stationCode).toBeNull();
    expect(trip.seat).toEqual({ coach: '', berth: '', passengerName: '', mobile: '' });
    expect(trip.seatFor('37')).toBeNull();
    expect(h.storage.getItem(StorageKeys.trainTrip)).toBeNull();
  });

  it('keeps the journey a visitor found when the visitor signs in', async () => {
    const h = await createHarness('fake');
    const trip = h.container.get(TrainTripStore);
    expect(await trip.findByPnr('2401234567')).toBe(true);
    await signIn(h);
    expect(trip.journey?.trainNumber).toBe('12955');
    expect(trip.seat.passengerName).toBe('Asha Verma');
  });

  it('ignores a saved trip that is not one, and answers a refusal with its text', async () => {
    const h = await createHarness('fake');
    h.storage.setItem(StorageKeys.trainTrip, '{"journey": {"trainNumber": 5}}');
    const again = await createHarness('fake', { storage: () => h.storage });
    const trip = again.container.get(TrainTripStore);
    expect(trip.journey).toBeNull();
    expect(await trip.findByPnr('1111111111')).toBe(false);
    expect(trip.search.error).toBe('PNR not found');
  });
});
