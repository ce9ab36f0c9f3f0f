import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { TrainTripStore } from '../../src/application/train/TrainTripStore';
import { PAYMENT_PATH } from '../../src/ui/navigation/paymentPath';
import { PaymentPage } from '../../src/ui/pages/checkout/PaymentPage';
import { createHarness, type Harness } from './adapterSets';
import { fillCart } from './orders';
import { renderPage } from './renderPage';
import { signIn } from './signIn';
import { JAIPUR_SEAT } from './trainSeats';

/** A cart bound for a seat: the harness it lives in and the trip that holds its seat. */
export interface SeatCart {
  harness: Harness;
  trip: TrainTripStore;
}

/**
 * A signed-in customer's cart of one dish from the Jaipur kitchen `restaurantId`, with the journey of PNR 2401234567
 * found and Jaipur chosen as the stop: checkout will ask for the seat.
 */
export async function seatCart(restaurantId: number): Promise<SeatCart> {
  const harness = await createHarness('fake');
  await signIn(harness);
  await fillCart(harness, restaurantId, 1);
  const trip = harness.container.get(TrainTripStore);
  expect(await trip.findByPnr(JAIPUR_SEAT.pnr)).toBe(true);
  trip.chooseStop(JAIPUR_SEAT.stationCode);
  trip.fixCartDestination(String(restaurantId));
  return { harness, trip };
}

/** The Payment page of a seat cart, and its seat form, found by the form's name in the language shown. */
export async function showSeatCheckout({ harness, trip }: SeatCart, formName = 'Deliver to my seat') {
  const view = await renderPage(<PaymentPage />, PAYMENT_PATH, { harness });
  const seat = await screen.findByRole('region', { name: formName });
  return { ...view, trip, seat };
}

/** Checkout of a fresh seat cart from the Jaipur kitchen `restaurantId` (see seatCart). */
export const seatCheckout = async (restaurantId: number, formName?: string) =>
  showSeatCheckout(await seatCart(restaurantId), formName);
