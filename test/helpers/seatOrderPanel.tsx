import { AppError } from '../../src/domain/errors/AppError';
import type { SeatOrderTracking } from '../../src/domain/train/seatOrder';
import { type TrainApi, TrainApiToken } from '../../src/infrastructure/ports/TrainApi';
import { SeatOrderPanel } from '../../src/ui/pages/train/SeatOrderPanel';
import { createHarness } from './adapterSets';
import { renderPage } from './renderPage';

const HOUR = 60 * 60_000;

/**
 * A seat order on its way to Kota, as its server says it: the train's place typed and in English words, refusals in
 * English.
 */
export function aSeatOrder(more: Partial<SeatOrderTracking>): SeatOrderTracking {
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
    trainPlace: { state: 'between', from: 'Vadodara Junction', to: 'Ratlam Junction' },
    deliveryCode: '4821',
    closure: null,
    orderBy: expectedArrival - HOUR,
    cancellation: { allowed: true, closesAt: expectedArrival - HOUR, refundPaise: 0 },
    ...more,
  };
}

/** The seat order panel over a train service that answers `tracking` and refuses a cancellation with `refusal`. */
export async function renderSeatOrderPanel(
  tracking: SeatOrderTracking,
  refusal = new AppError('network', 'Network Error.'),
): Promise<void> {
  const harness = await createHarness('fake');
  const trains = harness.container.get<TrainApi>(TrainApiToken);
  harness.container.rebind(TrainApiToken).toConstantValue({
    ...trains,
    seatOrder: () => Promise.resolve(tracking),
    cancelSeatOrder: () => Promise.reject(refusal),
  } as TrainApi);
  await renderPage(<SeatOrderPanel orderId={tracking.orderId} />, '/order', { harness });
}
