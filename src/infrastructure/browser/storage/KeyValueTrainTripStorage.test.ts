import { describe, expect, it } from 'vitest';
import type { Journey } from '../../../domain/train/journey';
import { StorageKeys } from '../../ports/KeyValueStore';
import type { SavedTrainTrip } from '../../ports/TrainTripStorage';
import { KeyValueTrainTripStorage } from './KeyValueTrainTripStorage';
import { MemoryKeyValueStore } from './MemoryKeyValueStore';

const journey: Journey = {
  pnr: '2401234567',
  ticketStatus: 'CNF',
  seatVerified: true,
  trainNumber: '12955',
  trainName: 'Jaipur SF Express',
  travelClass: '3A',
  passengerName: 'Asha Verma',
  coach: 'B2',
  berth: '34',
  journeyDate: '2026-11-21',
  runDate: '2026-11-21',
  boardingCode: 'MMCT',
  destinationCode: 'JP',
  timetableYear: 2026,
  stops: [
    {
      code: 'MMCT',
      name: 'Mumbai Central',
      arrival: null,
      departure: '18:40',
      distanceKm: 0,
      day: 0,
      arrivalMinute: null,
      departureMinute: 1120,
      haltMinutes: 0,
      latitude: 18.97,
      longitude: 72.82,
      platform: 3,
      restaurants: [],
    },
    {
      code: 'JP',
      name: 'Jaipur Junction',
      arrival: '12:40',
      departure: null,
      distanceKm: 1131,
      day: 1,
      arrivalMinute: 2200,
      departureMinute: null,
      haltMinutes: 0,
      latitude: 26.92,
      longitude: 75.79,
      platform: null,
      restaurants: [
        {
          restaurantId: '37',
          name: 'Jaipur Rasoi',
          pureVeg: true,
          cutoffMinutes: 45,
          prepaidOnly: false,
          minimumOrder: 15_000,
        },
      ],
    },
  ],
};

const trip: SavedTrainTrip = {
  journey,
  stationCode: 'JP',
  seat: { coach: 'B2', berth: '34', passengerName: 'Asha Verma', mobile: '9876543210' },
  cartStop: null,
};

describe('KeyValueTrainTripStorage', () => {
  it('keeps the trip under railbite.trainTrip and reads back the same trip, until it is forgotten', () => {
    const storage = new MemoryKeyValueStore();
    const trips = new KeyValueTrainTripStorage(storage);
    trips.save(trip);
    expect(storage.getItem(StorageKeys.trainTrip)).not.toBeNull();
    expect(new KeyValueTrainTripStorage(storage).read()).toEqual(trip);
    trips.forget();
    expect(storage.getItem(StorageKeys.trainTrip)).toBeNull();
    expect(trips.read()).toBeNull();
  });

  it("keeps a seat cart's own stop and seat, also with no journey browsed", () => {
    const storage = new MemoryKeyValueStore();
    const saved: SavedTrainTrip = {
      ...trip,
      journey: null,
      stationCode: null,
      cartStop: { journey, stationCode: 'JP', seat: { ...trip.seat, coach: 'A1' } },
    };
    new KeyValueTrainTripStorage(storage).save(saved);
    expect(new KeyValueTrainTripStorage(storage).read()).toEqual(saved);
  });

  it('reads a trip saved before carts kept their own stop as a road cart', () => {
    const storage = new MemoryKeyValueStore();
    const { cartStop: _cartStop, ...older } = trip;
    storage.setItem(StorageKeys.trainTrip, JSON.stringify(older));
    expect(new KeyValueTrainTripStorage(storage).read()).toEqual(trip);
  });

  it.each([
    ['a cart stop without its journey', JSON.stringify({ ...trip, cartStop: { stationCode: 'JP', seat: trip.seat } })],
    ['unreadable JSON', '{"journey": '],
    ['a journey of the wrong shape', '{"journey": {"trainNumber": 5}}'],
    ['a run date that is no day', JSON.stringify({ ...trip, journey: { ...journey, runDate: '2026-02-30' } })],
    ['a stop without its restaurants', JSON.stringify({ ...trip, journey: { ...journey, stops: [{ code: 'JP' }] } })],
    ['a seat that is not text', JSON.stringify({ ...trip, seat: { ...trip.seat, mobile: 98765 } })],
    ['an array', '[]'],
  ])('reads %s as no trip, without throwing', (_case, raw) => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(StorageKeys.trainTrip, raw);
    expect(new KeyValueTrainTripStorage(storage).read()).toBeNull();
  });
});
