import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JAIPUR_SEAT } from '../../../../test/helpers/trainSeats';
import { useDemoKnobs } from '../../../../test/helpers/demoKnobs';
import { seatCart, seatCheckout, showSeatCheckout } from '../../../../test/helpers/seatCheckout';
import { clockOrDash } from '../train/trainFormat';

describe('the seat form at checkout (FEATURES F-train)', () => {
  it('is prefilled from the PNR; Place Order names the bad fields with the exact texts and stays', async () => {
    const { router, trip, seat } = await seatCheckout(37);
    const user = userEvent.setup();
    const field = (name: string) => within(seat).getByRole('textbox', { name });
    expect(field('Passenger name')).toHaveValue('Asha Verma');
    expect(field('Coach')).toHaveValue('B2');
    expect(field('Berth')).toHaveValue('34');
    // The PNR holds no mobile: the signed-in customer's own is offered.
    expect(field('Mobile number')).toHaveValue('9876543210');

    await user.clear(field('Mobile number'));
    await user.clear(field('Coach'));
    await user.type(field('Coach'), 'B#2');
    await user.clear(field('Berth'));
    await user.type(field('Berth'), 'x');
    await user.type(field('Mobile number'), '98765');
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));

    expect(within(seat).getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(within(seat).getByText('Enter your coach (e.g. B2)')).toBeInTheDocument();
    expect(within(seat).getByText('Enter your berth number')).toBeInTheDocument();
    expect(field('Berth')).toHaveValue('');
    expect(field('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/foods/item-view-cart');

    // Every edit is kept with the trip (a reload keeps it); the mobile keeps digits only.
    await user.type(field('Mobile number'), '-43210');
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(within(seat).queryByText('Please enter a valid 10-digit phone number')).not.toBeInTheDocument();
    expect(trip.cartSeat).toMatchObject({ coach: 'B#2', berth: '', mobile: '9876543210' });
  });

  it("a cart under the kitchen's minimum: Place Order says so at the button, and stays", async () => {
    // Jaipur's Kitchen 34 takes orders of ₹199 and up; one plain dish is less.
    const { router } = await seatCheckout(34);
    const user = userEvent.setup();
    const text = 'Minimum order ₹199 for this restaurant';
    expect(screen.getAllByText(text)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent === text)).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/foods/item-view-cart');
  });

  it("follows the train's live delay while open: the stop's expected time moves with it (it kept the time of the last train screen)", async () => {
    const cart = await seatCart(37);
    const { harness, trip } = cart;
    await trip.refreshLive();
    expect(trip.delayMinutes).not.toBe(40);
    // The train falls further behind while the passenger is away from the train screens.
    useDemoKnobs(harness, { trainDelayMinutes: { [JAIPUR_SEAT.trainNumber]: 40 } });
    const { seat } = await showSeatCheckout(cart);
    await vi.waitFor(() => expect(trip.delayMinutes).toBe(40));
    const expected = clockOrDash(trip.chosenStop!.times.expectedArrival);
    expect(within(seat).getByText(new RegExp(`Jaipur \\(JP\\) · expected ${expected}`))).toBeInTheDocument();
  });
});
