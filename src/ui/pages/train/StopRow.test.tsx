import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StopView } from '../../../application/train/TrainTripStore';
import { istMidnight } from '../../../domain/train/istTime';
import { type JourneyStop, scheduleOf, stopTimes } from '../../../domain/train/journey';
import { stopOrderability } from '../../../domain/train/orderability';
import { StopRow } from './StopRow';

/** Jaipur, where 12956 starts at 14:00 (no arrival), with one kitchen closing 30 min before the handover. */
const [scheduled] = scheduleOf([{ code: 'JP', name: 'Jaipur', arrival: null, departure: '14:00', distanceKm: 0 }]);
const jaipur: JourneyStop = {
  ...scheduled!,
  latitude: 26.92,
  longitude: 75.79,
  platform: 1,
  restaurants: [
    { restaurantId: '7', name: 'Kitchen', pureVeg: false, cutoffMinutes: 30, prepaidOnly: false, minimumOrder: 0 },
  ],
};

function viewAt(delayMinutes: number, now: number): StopView {
  const times = stopTimes(jaipur, istMidnight('2026-11-23'), delayMinutes);
  return {
    stop: jaipur,
    times,
    passed: false,
    skipped: false,
    orderability: stopOrderability(times, jaipur.restaurants, now),
  };
}

describe('StopRow', () => {
  it('the station the train starts from shows its delayed departure beside an order-by time that moved with it', () => {
    const now = new Date('2026-11-23T12:00:00+05:30').getTime();
    render(
      <ul>
        <StopRow view={viewAt(15, now)} delayMinutes={15} now={now} onOrder={() => {}} />
      </ul>,
    );
    expect(screen.getByText('Expected 14:15 (15 min late)')).toBeInTheDocument();
    expect(screen.getByText('Order by 13:45')).toBeInTheDocument();
  });
});
