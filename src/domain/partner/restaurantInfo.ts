import { z } from 'zod/mini';
import { INVALID_EMAIL_TEXT, isValidEmail } from '../validation/email';
import { INVALID_PHONE_TEXT, isValidPhone } from '../validation/phone';
import { DEFAULT_TIME_SLOT, TimeSlotSchema, validateTimeSlots } from './timeSlots';

export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
const WeekDaySchema = z.enum(WEEK_DAYS);

/** Step 1 of partner onboarding (kept on the device only). */
export const RestaurantInfoSchema = z.object({
  ownerName: z.string(),
  restaurantName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** 'same': WhatsApp on the mobile number; 'different': on `differentWhatsapp`. */
  whatsappOption: z.enum(['same', 'different']),
  differentWhatsapp: z.string(),
  /** 'same': `timeSlots` apply to every working day; 'separate': each day has its own `daySlots`. */
  timingOption: z.enum(['same', 'separate']),
  workingDays: z.record(WeekDaySchema, z.boolean()),
  timeSlots: z.array(TimeSlotSchema).check(z.minLength(1)),
  daySlots: z.record(WeekDaySchema, z.array(TimeSlotSchema).check(z.minLength(1))),
});
export type RestaurantInfo = z.infer<typeof RestaurantInfoSchema>;
export type WhatsappOption = RestaurantInfo['whatsappOption'];
export type TimingOption = RestaurantInfo['timingOption'];

const everyDay = <T>(value: () => T) =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, value()])) as Record<WeekDay, T>;

/** A blank step 1: open every day, 09:00 to 23:00. */
export function emptyRestaurantInfo(): RestaurantInfo {
  return {
    ownerName: '',
    restaurantName: '',
    email: '',
    mobile: '',
    whatsappOption: 'same',
    differentWhatsapp: '',
    timingOption: 'same',
    workingDays: everyDay(() => true),
    timeSlots: [{ ...DEFAULT_TIME_SLOT }],
    daySlots: everyDay(() => [{ ...DEFAULT_TIME_SLOT }]),
  };
}

export const OWNER_NAME_REQUIRED_TEXT = "Enter the owner's full name";
export const RESTAURANT_NAME_REQUIRED_TEXT = 'Enter the restaurant name';
export const EMAIL_REQUIRED_TEXT = 'Enter an email address';
export const MOBILE_REQUIRED_TEXT = 'Enter a mobile number';
export const WHATSAPP_REQUIRED_TEXT = 'Enter the WhatsApp number';
export const WORKING_DAY_REQUIRED_TEXT = 'Select at least one working day';

export interface RestaurantInfoErrors {
  ownerName: string | null;
  restaurantName: string | null;
  email: string | null;
  mobile: string | null;
  differentWhatsapp: string | null;
  workingDays: string | null;
  /** One entry per slot of `timeSlots` (checked only with the 'same' timing option). */
  timeSlots: (string | null)[];
  /** Per working day, one entry per slot (checked only with the 'separate' timing option). */
  daySlots: Partial<Record<WeekDay, (string | null)[]>>;
}

const required = (value: string, text: string) => (value.trim() ? null : text);
const phoneError = (value: string, requiredText: string) =>
  required(value, requiredText) ?? (isValidPhone(value) ? null : INVALID_PHONE_TEXT);

/** Every error of step 1 (null where a field is fine). */
export function validateRestaurantInfo(info: RestaurantInfo): RestaurantInfoErrors {
  const workingDays = WEEK_DAYS.filter((day) => info.workingDays[day]);
  return {
    ownerName: required(info.ownerName, OWNER_NAME_REQUIRED_TEXT),
    restaurantName: required(info.restaurantName, RESTAURANT_NAME_REQUIRED_TEXT),
    email: required(info.email, EMAIL_REQUIRED_TEXT) ?? (isValidEmail(info.email) ? null : INVALID_EMAIL_TEXT),
    mobile: phoneError(info.mobile, MOBILE_REQUIRED_TEXT),
    differentWhatsapp:
      info.whatsappOption === 'different' ? phoneError(info.differentWhatsapp, WHATSAPP_REQUIRED_TEXT) : null,
    workingDays: workingDays.length > 0 ? null : WORKING_DAY_REQUIRED_TEXT,
    timeSlots: info.timingOption === 'same' ? validateTimeSlots(info.timeSlots) : [],
    daySlots:
      info.timingOption === 'separate'
        ? Object.fromEntries(workingDays.map((day) => [day, validateTimeSlots(info.daySlots[day])]))
        : {},
  };
}

/** Whether step 1 has no error left. */
export function isRestaurantInfoComplete(info: RestaurantInfo): boolean {
  const { timeSlots, daySlots, ...fields } = validateRestaurantInfo(info);
  const slotErrors = [...timeSlots, ...Object.values(daySlots).flat()];
  return Object.values(fields).every((error) => error === null) && slotErrors.every((error) => error === null);
}
