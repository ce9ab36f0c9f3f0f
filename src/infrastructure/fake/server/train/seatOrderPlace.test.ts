import { expect, it } from 'vitest';
import type { OrderRecord } from '../../db/orderRecords';
import { seatOrderKey } from './seatOrderKey';
import { seatOrderPlace } from './seatOrderPlace';

const seatKey = seatOrderKey({
  trainNumber: '12955',
  runDate: '2026-11-22',
  stationCode: 'JP',
});
const orderTo = (address: Partial<OrderRecord['address']>, seat?: OrderRecord['seat']) =>
  ({ address: { id: seatKey, text: '', latitude: 0, longitude: 0, ...address }, ...(seat && { seat }) }) as OrderRecord;

it("a seat order's train, station and seat come from the facts kept when it was placed, never from its delivery text", () => {
  const seat = { trainName: 'Jaipur Superfast Express', stationName: 'Jaipur', coach: 'B2', berth: '34' };
  // Whatever the text says (another wording, a language), the place is the facts'.
  expect(seatOrderPlace(orderTo({ text: 'Livraison au siège' }, seat))).toEqual({
    trainNumber: '12955',
    stationCode: 'JP',
    ...seat,
  });
  expect(
    seatOrderPlace(orderTo({ text: 'Seat delivery: Train 12955 X · Coach B2, Berth 34 · Jaipur (JP) · …' })),
  ).toBeNull();
  expect(seatOrderPlace(orderTo({ id: '7' }, seat))).toBeNull();
});
