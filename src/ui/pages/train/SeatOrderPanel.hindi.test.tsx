import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../../test/helpers/inLanguage';
import { createHarness } from '../../../../test/helpers/adapterSets';
import { renderPage } from '../../../../test/helpers/renderPage';
import { AppError } from '../../../domain/errors/AppError';
import { SEAT_CANCEL_TEXTS, type SeatOrderTracking } from '../../../domain/train/seatOrder';
import { type TrainApi, TrainApiToken } from '../../../infrastructure/ports/TrainApi';
import { SeatOrderPanel } from './SeatOrderPanel';

const HOUR = 60 * 60_000;

/** A seat order on its way to Kota, as its server says it (English words: the train's place, the refusal). */
function seatOrder(more: Partial<SeatOrderTracking>): SeatOrderTracking {
  const expectedArrival = Date.now() + 2 * HOUR;
  return {
    orderId: 'RB100031',
    status: 'Confirmed',
    trainNumber: '12955',
    trainName: 'Mumbai Central – Jaipur Superfast Express',
    stationCode: 'KOTA',
    stationName: 'Kota Junction',
    platform: 2,
    scheduledArrival: expectedArrival,
    expectedArrival,
    delayMinutes: 0,
    position: 'Between Vadodara Junction and Ratlam Junction',
    deliveryCode: '4821',
    closure: null,
    orderBy: expectedArrival - HOUR,
    cancellation: { allowed: true, closesAt: expectedArrival - HOUR, refundPaise: 0 },
    ...more,
  };
}

/** The panel over a train service that answers `tracking` and refuses a cancellation with `refusal`. */
async function renderPanel(tracking: SeatOrderTracking, refusal = new AppError('network', 'Network Error.')) {
  const harness = await createHarness('fake');
  const trains = harness.container.get<TrainApi>(TrainApiToken);
  harness.container.rebind(TrainApiToken).toConstantValue({
    ...trains,
    seatOrder: () => Promise.resolve(tracking),
    cancelSeatOrder: () => Promise.reject(refusal),
  } as TrainApi);
  await renderPage(<SeatOrderPanel orderId={tracking.orderId} />, '/order', { harness });
}

describe('a seat order’s outcome in Hindi', () => {
  inLanguage('hi');

  it("says where the train is and why the order can no longer be cancelled, not the server's English", async () => {
    const orderBy = Date.now() - 60_000;
    const closed = SEAT_CANCEL_TEXTS.closed(orderBy);
    await renderPanel(seatOrder({ orderBy, cancellation: { allowed: false, reason: closed } }));
    expect(await screen.findByText('ट्रेन की स्थिति: Vadodara Junction और Ratlam Junction के बीच')).toBeInTheDocument();
    expect(screen.getByText(/^रद्द करने का समय \d\d:\d\d बजे खत्म हो गया: किचन आपका खाना बना रहा है$/)).toBeInTheDocument();
    expect(screen.queryByText(/Between|Cancellation closed|kitchen/)).toBeNull();
  });

  it('says a delivered order cannot be cancelled, in Hindi', async () => {
    await renderPanel(seatOrder({ status: 'Delivered', cancellation: { allowed: false, reason: 'Delivered.' } }));
    expect(await screen.findByText('यह ऑर्डर डिलीवर हो चुका है')).toBeInTheDocument();
  });

  it('says a cancellation that got no answer failed, in Hindi', async () => {
    await renderPanel(seatOrder({}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ऑर्डर रद्द करें' }));
    // The dialog's last button confirms (the dialog is the orders screens' own).
    await user.click(
      within(await screen.findByRole('dialog'))
        .getAllByRole('button')
        .at(-1)!,
    );
    expect(await screen.findByText('नेटवर्क में गड़बड़ी।')).toBeInTheDocument();
    expect(screen.queryByText('Network Error.')).toBeNull();
  });
});
