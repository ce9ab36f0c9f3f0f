import { istMinuteOfDay } from './istTime';

/** The PNR service's daily maintenance window, 23:30–00:30 IST (as the railway's own system has). */
export function inPnrMaintenance(now: number): boolean {
  const minute = istMinuteOfDay(now);
  return minute >= 23 * 60 + 30 || minute < 30;
}
