import { type TrainApi, TrainApiToken } from '../../src/infrastructure/ports/TrainApi';
import type { Harness } from './adapterSets';

/**
 * The demo's seat at Jaipur on 12955 (PNR 2401234567), whose run left Mumbai Central on 21 Nov 2026: the test
 * harness clock is 22 Nov 2026, 12:00 IST and the train reaches Jaipur at 12:40.
 */
export const JAIPUR_SEAT = {
  pnr: '2401234567',
  trainNumber: '12955',
  runDate: '2026-11-21',
  stationCode: 'JP',
  coach: 'B2',
  berth: '34',
  passengerName: 'Asha Verma',
  mobile: '9876543210',
};

/** The train calls of the adapter set under test. */
export const trainApiOf = (h: Harness) => h.container.get<TrainApi>(TrainApiToken);
