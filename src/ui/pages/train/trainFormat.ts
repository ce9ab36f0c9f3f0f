import { istClock, istDateOf } from '../../../domain/train/istTime';
import { dayLabel } from '../../../domain/train/seat';

/** '12:40' or '—'. */
export const clockOrDash = (instant: number | null): string => (instant === null ? '—' : istClock(instant));

/** 'Sun, 23 Nov' style label of an instant's IST day, for stops after midnight. */
export const stopDayLabel = (instant: number): string => dayLabel(istDateOf(instant));

/** 'On time', or 'Running 95 min late'. */
export const delayLabel = (minutes: number): string => (minutes <= 0 ? 'On time' : `Running ${minutes} min late`);
