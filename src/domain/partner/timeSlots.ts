import { z } from 'zod/mini';

/** One opening window of a day, as 24-hour 'HH:MM' texts ('' until chosen). */
export const TimeSlotSchema = z.object({ openTime: z.string(), closeTime: z.string() });
export type TimeSlot = z.infer<typeof TimeSlotSchema>;

export const DEFAULT_TIME_SLOT: TimeSlot = { openTime: '09:00', closeTime: '23:00' };
/** Most platforms allow a lunch, an evening and a late slot; more is almost always a typo. */
export const MAX_TIME_SLOTS = 3;

/**
 * What is wrong with an opening window, as a typed outcome the UI words: a time not chosen, closing not after
 * opening, or a slot overlapping an earlier one of the same day.
 */
export type TimeSlotProblem = 'timesRequired' | 'closeBeforeOpen' | 'slotsOverlap';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a text is a 24-hour 'HH:MM' time. */
export const isTimeText = (text: string): boolean => TIME_PATTERN.test(text);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The error of one opening window on its own (both times, closing after opening), or null. */
export function validateOpeningWindow(openTime: string, closeTime: string): TimeSlotProblem | null {
  if (!isTimeText(openTime) || !isTimeText(closeTime)) return 'timesRequired';
  return minutesOf(closeTime) > minutesOf(openTime) ? null : 'closeBeforeOpen';
}

const overlaps = (a: TimeSlot, b: TimeSlot) =>
  minutesOf(a.openTime) < minutesOf(b.closeTime) && minutesOf(b.openTime) < minutesOf(a.closeTime);

/**
 * One error (or null) per slot of a day: each slot must be a valid window, and a slot may not overlap an
 * earlier valid one (the later slot carries the error).
 */
export function validateTimeSlots(slots: readonly TimeSlot[]): (TimeSlotProblem | null)[] {
  const own = slots.map((slot) => validateOpeningWindow(slot.openTime, slot.closeTime));
  return slots.map((slot, index) => {
    if (own[index]) return own[index];
    const clash = slots.some((other, earlier) => earlier < index && own[earlier] === null && overlaps(slot, other));
    return clash ? 'slotsOverlap' : null;
  });
}

/** The first slot stays, and at least one slot always remains: only slots after the first may go. */
export const canRemoveTimeSlot = (slots: readonly TimeSlot[], index: number): boolean =>
  Number.isInteger(index) && index > 0 && index < slots.length;

/** The slots without the one at `index`, or the same slots when the rules forbid removing it. */
export function removeTimeSlot(slots: readonly TimeSlot[], index: number): TimeSlot[] {
  return canRemoveTimeSlot(slots, index) ? slots.filter((_, i) => i !== index) : [...slots];
}

export const canAddTimeSlot = (slots: readonly TimeSlot[]): boolean => slots.length < MAX_TIME_SLOTS;

/** The slots with an empty slot appended (the owner picks its times), up to MAX_TIME_SLOTS. */
export function addTimeSlot(slots: readonly TimeSlot[]): TimeSlot[] {
  return canAddTimeSlot(slots) ? [...slots, { openTime: '', closeTime: '' }] : [...slots];
}
