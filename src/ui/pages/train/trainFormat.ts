import { istClock, istDateOf } from '../../../domain/train/istTime';
import { handoverTime, type StopTimes } from '../../../domain/train/journey';
import { dayLabel } from '../../../domain/train/seat';

/** '12:40' or '—'. */
export const clockOrDash = (instant: number | null): string => (instant === null ? '—' : istClock(instant));

/**
 * When the train is expected where the food is handed over, with its delay: the arrival, or the departure at the stop
 * it starts from. The journey's rows and seat checkout say the same time.
 */
export const expectedClock = (times: StopTimes): string => istClock(handoverTime(times));

/** 'Sun, 23 Nov' style label of an instant's IST day, for stops after midnight. */
export const stopDayLabel = (instant: number): string => dayLabel(istDateOf(instant));

/** 'On time', or 'Running 95 min late'. */
export const delayLabel = (minutes: number): string => (minutes <= 0 ? 'On time' : `Running ${minutes} min late`);
