import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_TEXT } from '../validation/email';
import { INVALID_PHONE_TEXT } from '../validation/phone';
import {
  emptyRestaurantInfo,
  isRestaurantInfoComplete,
  type RestaurantInfo,
  validateRestaurantInfo,
  WHATSAPP_REQUIRED_TEXT,
  WORKING_DAY_REQUIRED_TEXT,
} from './restaurantInfo';
import { CLOSE_AFTER_OPEN_TEXT } from './timeSlots';
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
    expect(errors.email).toBe(INVALID_EMAIL_TEXT);
    expect(errors.mobile).toBe(INVALID_PHONE_TEXT);
  });

  it('asks for a WhatsApp number only when it differs from the mobile number', () => {
    const info: RestaurantInfo = { ...givenCompleteRestaurantInfo(), whatsappOption: 'different' };
    expect(validateRestaurantInfo(info).differentWhatsapp).toBe(WHATSAPP_REQUIRED_TEXT);
    expect(validateRestaurantInfo({ ...info, differentWhatsapp: '12345' }).differentWhatsapp).toBe(INVALID_PHONE_TEXT);
    expect(isRestaurantInfoComplete({ ...info, differentWhatsapp: '7012345678' })).toBe(true);
  });

  it('needs at least one working day', () => {
    const info = givenCompleteRestaurantInfo();
    const closed = Object.fromEntries(
      Object.keys(info.workingDays).map((day) => [day, false]),
    ) as RestaurantInfo['workingDays'];
    expect(validateRestaurantInfo({ ...info, workingDays: closed }).workingDays).toBe(WORKING_DAY_REQUIRED_TEXT);
  });

  it('checks shared slots with the same timings, and each working day’s slots with separate timings', () => {
    const info = givenCompleteRestaurantInfo();
    const badSlot = [{ openTime: '22:00', closeTime: '10:00' }];
    expect(validateRestaurantInfo({ ...info, timeSlots: badSlot }).timeSlots).toEqual([CLOSE_AFTER_OPEN_TEXT]);

    const separate: RestaurantInfo = {
      ...info,
      timingOption: 'separate',
      timeSlots: badSlot,
      daySlots: { ...info.daySlots, Sunday: badSlot },
    };
    const errors = validateRestaurantInfo(separate);
    expect(errors.timeSlots).toEqual([]);
    expect(errors.daySlots.Sunday).toEqual([CLOSE_AFTER_OPEN_TEXT]);
    expect(isRestaurantInfoComplete(separate)).toBe(false);
    expect(isRestaurantInfoComplete({ ...separate, workingDays: { ...info.workingDays, Sunday: false } })).toBe(true);
  });
});
