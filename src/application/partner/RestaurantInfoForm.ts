import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  isRestaurantInfoComplete,
  type RestaurantInfo,
  type RestaurantInfoErrors,
  type TimingOption,
  validateRestaurantInfo,
  WEEK_DAYS,
  type WeekDay,
  type WhatsappOption,
} from '../../domain/partner/restaurantInfo';
import {
  addTimeSlot,
  canAddTimeSlot,
  canRemoveTimeSlot,
  removeTimeSlot,
  type TimeSlot,
  type TimeSlotProblem,
} from '../../domain/partner/timeSlots';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { FormState } from '../shared/FormState';
import { PartnerOnboardingStore } from './PartnerOnboardingStore';

export type InfoTextField = 'ownerName' | 'restaurantName' | 'email' | 'mobile' | 'differentWhatsapp';
type InfoField = InfoTextField | 'workingDays';
/** Whose slots: 'all' working days (same timings) or one day (separate timings). */
export type SlotScope = 'all' | WeekDay;

/** Step 1, restaurant information: edits the onboarding draft in place; Proceed reveals what is missing. */
@injectable('Transient')
export class RestaurantInfoForm {
  /** An error shows once its field was left, and every error after Proceed. */
  readonly form: FormState<RestaurantInfo, InfoField>;

  constructor(@inject(PartnerOnboardingStore) private readonly onboarding: PartnerOnboardingStore) {
    this.form = new FormState<RestaurantInfo, InfoField>({
      values: () => this.onboarding.draft.restaurantInfo,
      validate: validateRestaurantInfo,
      reveal: 'afterBlur',
      normalize: { mobile: sanitizePhoneInput, differentWhatsapp: sanitizePhoneInput },
    });
    makeAutoObservable<this, 'onboarding'>(this, { onboarding: false }, { autoBind: true });
  }

  get info() {
    return this.onboarding.draft.restaurantInfo;
  }

  get errors(): RestaurantInfoErrors {
    return validateRestaurantInfo(this.info);
  }

  /** The working days, in week order (the days whose slots are edited with separate timings). */
  get workingDays(): WeekDay[] {
    return WEEK_DAYS.filter((day) => this.info.workingDays[day]);
  }

  error(field: InfoField): string | null {
    return this.form.error(field);
  }

  slots(scope: SlotScope): TimeSlot[] {
    return scope === 'all' ? this.info.timeSlots : this.info.daySlots[scope];
  }

  /** A slot's error shows once both its times are chosen, or for every slot after Proceed. */
  slotErrors(scope: SlotScope): (TimeSlotProblem | null)[] {
    const errors = (scope === 'all' ? this.errors.timeSlots : this.errors.daySlots[scope]) ?? [];
    return this.slots(scope).map((slot, index) =>
      this.form.attempted || (slot.openTime && slot.closeTime) ? (errors[index] ?? null) : null,
    );
  }

  setWhatsappOption(option: WhatsappOption) {
    this.info.whatsappOption = option;
  }

  setTimingOption(option: TimingOption) {
    this.info.timingOption = option;
  }

  toggleWorkingDay(day: WeekDay) {
    this.info.workingDays[day] = !this.info.workingDays[day];
    this.form.touch('workingDays');
  }

  setSlotTime(scope: SlotScope, index: number, end: keyof TimeSlot, value: string) {
    const slot = this.slots(scope)[index];
    if (slot) slot[end] = value;
  }

  canAddSlot(scope: SlotScope) {
    return canAddTimeSlot(this.slots(scope));
  }

  canRemoveSlot(scope: SlotScope, index: number) {
    return canRemoveTimeSlot(this.slots(scope), index);
  }

  addSlot(scope: SlotScope) {
    this.replaceSlots(scope, addTimeSlot(this.slots(scope)));
  }

  removeSlot(scope: SlotScope, index: number) {
    this.replaceSlots(scope, removeTimeSlot(this.slots(scope), index));
  }

  /** Reveals every error; true when step 1 is complete and the owner may go on. */
  proceed(): boolean {
    this.form.submit();
    return isRestaurantInfoComplete(this.info);
  }

  private replaceSlots(scope: SlotScope, slots: TimeSlot[]) {
    if (scope === 'all') this.info.timeSlots = slots;
    else this.info.daySlots[scope] = slots;
  }
}
