import { describe, expect, it } from 'vitest';
import { onboardingDrafts, visitorSession } from '../../../test/helpers/portDoubles';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';
import { RestaurantInfoForm } from './RestaurantInfoForm';

const newForm = () => new RestaurantInfoForm(new PartnerOnboardingStore(onboardingDrafts(), visitorSession()));

function fillOwner(form: RestaurantInfoForm) {
  form.form.setField('ownerName', 'Meera Iyer');
  form.form.setField('restaurantName', 'Banyan Leaf');
  form.form.setField('email', 'meera@example.in');
  form.form.setField('mobile', '98765 01234');
}

describe('RestaurantInfoForm', () => {
  it('shows a field error once the field is left, and every error after Proceed', () => {
    const form = newForm();
    expect(form.error('email')).toBeNull();
    form.form.touch('email');
    expect(form.error('email')).toBe('emailRequired');
    expect(form.error('ownerName')).toBeNull();
    expect(form.proceed()).toBe(false);
    expect(form.error('ownerName')).toBe('ownerNameRequired');
  });

  it("keeps only the digits of a mobile number, at most ten, without India's prefix", () => {
    const form = newForm();
    form.form.setField('mobile', '+91 98765-01234');
    expect(form.info.mobile).toBe('9876501234');
    form.form.setField('mobile', '98765-012345');
    expect(form.info.mobile).toBe('9876501234');
    form.form.setField('mobile', '98765 01234');
    expect(form.info.mobile).toBe('9876501234');
  });

  it('proceeds once the owner, restaurant and contact details are valid', () => {
    const form = newForm();
    fillOwner(form);
    expect(form.proceed()).toBe(true);
    form.setWhatsappOption('different');
    expect(form.proceed()).toBe(false);
    form.form.setField('differentWhatsapp', '7012345678');
    expect(form.proceed()).toBe(true);
  });

  it('never removes the first slot and always keeps one', () => {
    const form = newForm();
    form.removeSlot('all', 0);
    expect(form.slots('all')).toHaveLength(1);
    form.addSlot('all');
    form.addSlot('all');
    form.addSlot('all');
    expect(form.slots('all')).toHaveLength(3);
    expect(form.canAddSlot('all')).toBe(false);
    expect(form.canRemoveSlot('all', 0)).toBe(false);
    form.removeSlot('all', 2);
    expect(form.slots('all')).toHaveLength(2);
  });

  it('shows an empty slot’s error only after Proceed, a wrong complete slot at once', () => {
    const form = newForm();
    fillOwner(form);
    form.setSlotTime('all', 0, 'closeTime', '08:00');
    expect(form.slotErrors('all')).toEqual(['closeBeforeOpen']);
    form.setSlotTime('all', 0, 'closeTime', '15:00');
    form.addSlot('all');
    expect(form.slotErrors('all')).toEqual([null, null]);
    expect(form.proceed()).toBe(false);
    expect(form.slotErrors('all')).toEqual([null, 'timesRequired']);
  });

  it('edits each working day’s slots with separate timings', () => {
    const form = newForm();
    fillOwner(form);
    form.setTimingOption('separate');
    form.toggleWorkingDay('Sunday');
    expect(form.workingDays).not.toContain('Sunday');
    form.addSlot('Saturday');
    form.setSlotTime('Saturday', 1, 'openTime', '22:00');
    form.setSlotTime('Saturday', 1, 'closeTime', '23:45');
    expect(form.slots('Saturday')).toHaveLength(2);
    expect(form.slots('all')).toHaveLength(1);
    expect(form.proceed()).toBe(false);
    expect(form.slotErrors('Saturday')).toEqual([null, 'slotsOverlap']);
    form.removeSlot('Saturday', 1);
    expect(form.proceed()).toBe(true);
  });

  it('needs a working day', () => {
    const form = newForm();
    for (const day of form.workingDays) form.toggleWorkingDay(day);
    expect(form.error('workingDays')).toBe('workingDayRequired');
  });
});
