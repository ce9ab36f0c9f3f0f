import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTimeSlot,
  canRemoveTimeSlot,
  MAX_TIME_SLOTS,
  removeTimeSlot,
  type TimeSlot,
  validateOpeningWindow,
  validateTimeSlots,
} from './timeSlots';

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const slot = fc.record({ openTime: time, closeTime: time });
const slots = fc.array(slot, { minLength: 1, maxLength: 6 });

describe('time slots', () => {
  it('never removes the first slot and always leaves at least one', () => {
    fc.assert(
      fc.property(slots, fc.integer({ min: -2, max: 8 }), (list, index) => {
        const after = removeTimeSlot(list, index);
        expect(after.length).toBeGreaterThanOrEqual(1);
        expect(after[0]).toEqual(list[0]);
        expect(after.length).toBe(canRemoveTimeSlot(list, index) ? list.length - 1 : list.length);
      }),
    );
  });

  it('removes exactly the chosen later slot', () => {
    const list: TimeSlot[] = [
      { openTime: '08:00', closeTime: '11:00' },
      { openTime: '12:00', closeTime: '15:00' },
      { openTime: '19:00', closeTime: '23:00' },
    ];
    expect(removeTimeSlot(list, 1)).toEqual([list[0], list[2]]);
    expect(canRemoveTimeSlot(list, 0)).toBe(false);
    expect(canRemoveTimeSlot([list[0]!], 0)).toBe(false);
  });

  it('adds empty slots up to the limit', () => {
    let list: TimeSlot[] = [{ openTime: '09:00', closeTime: '12:00' }];
    for (let i = 0; i < 5; i++) list = addTimeSlot(list);
    expect(list).toHaveLength(MAX_TIME_SLOTS);
    expect(list[1]).toEqual({ openTime: '', closeTime: '' });
  });

  it('needs both times and a closing time after the opening time', () => {
    expect(validateOpeningWindow('', '23:00')).toBe('timesRequired');
    expect(validateOpeningWindow('24:00', '23:00')).toBe('timesRequired');
    expect(validateOpeningWindow('11:00', '11:00')).toBe('closeBeforeOpen');
    expect(validateOpeningWindow('18:00', '09:30')).toBe('closeBeforeOpen');
    expect(validateOpeningWindow('09:00', '23:00')).toBeNull();
  });

  it('flags a slot that overlaps an earlier one, but not slots that only touch', () => {
    expect(
      validateTimeSlots([
        { openTime: '09:00', closeTime: '15:00' },
        { openTime: '15:00', closeTime: '18:00' },
        { openTime: '17:00', closeTime: '22:00' },
      ]),
    ).toEqual([null, null, 'slotsOverlap']);
  });

  it('gives one verdict per slot', () => {
    fc.assert(
      fc.property(slots, (list) => {
        expect(validateTimeSlots(list)).toHaveLength(list.length);
      }),
    );
  });
});
