import { describe, expect, it } from 'vitest';
import {
  emptyRestaurantInfo,
  isRestaurantInfoComplete,
  type RestaurantInfo,
  validateRestaurantInfo,
} from './restaurantInfo';
import { givenCompleteRestaurantInfo } from '../../../test/helpers/partnerDrafts';

describe('restaurant information (step 1)', () => {
  it('starts incomplete, open every day from 09:00 to 23:00', () => {
    const info = emptyRestaurantInfo();
    expect(isRestaurantInfoComplete(info)).toBe(false);
    expect(Object.values(info.workingDays).every(Boolean)).toBe(true);
    expect(info.timeSlots).toEqual([{ openTime: '09:00', closeTime: '23:00' }]);
  });

  it('is complete with an owner, a restaurant name, an e-mail and a mobile number', () => {
    expect(isRestaurantInfoComplete(givenCompleteRestaurantInfo())).toBe(true);
  });

  it('checks the e-mail and the mobile number with the shared validators', () => {
    const errors = validateRestaurantInfo({ ...givenCompleteRestaurantInfo(), email: 'meera@', mobile: '5876501234' });
    expect(errors.email).toBe('emailInvalid');
    expect(errors.mobile).toBe('phoneInvalid');
  });

  it('asks for a WhatsApp number only when it differs from the mobile number', () => {
    const info: RestaurantInfo = { ...givenCompleteRestaurantInfo(), whatsappOption: 'different' };
    expect(validateRestaurantInfo(info).differentWhatsapp).toBe('whatsappRequired');
    expect(validateRestaurantInfo({ ...info, differentWhatsapp: '12345' }).differentWhatsapp).toBe('phoneInvalid');
    expect(isRestaurantInfoComplete({ ...info, differentWhatsapp: '7012345678' })).toBe(true);
  });

  it('needs at least one working day', () => {
    const info = givenCompleteRestaurantInfo();
    const closed = Object.fromEntries(
      Object.keys(info.workingDays).map((day) => [day, false]),
    ) as RestaurantInfo['workingDays'];
    expect(validateRestaurantInfo({ ...info, workingDays: closed }).workingDays).toBe('workingDayRequired');
  });

  it('checks shared slots with the same timings, and each working day’s slots with separate timings', () => {
    const info = givenCompleteRestaurantInfo();
    const badSlot = [{ openTime: '22:00', closeTime: '10:00' }];
    expect(validateRestaurantInfo({ ...info, timeSlots: badSlot }).timeSlots).toEqual(['closeBeforeOpen']);

    const separate: RestaurantInfo = {
      ...info,
      timingOption: 'separate',
      timeSlots: badSlot,
      daySlots: { ...info.daySlots, Sunday: badSlot },
    };
    const errors = validateRestaurantInfo(separate);
    expect(errors.timeSlots).toEqual([]);
    expect(errors.daySlots.Sunday).toEqual(['closeBeforeOpen']);
    expect(isRestaurantInfoComplete(separate)).toBe(false);
    expect(isRestaurantInfoComplete({ ...separate, workingDays: { ...info.workingDays, Sunday: false } })).toBe(true);
  });
});
