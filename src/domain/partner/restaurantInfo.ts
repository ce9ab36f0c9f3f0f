import { z } from 'zod/mini';
import { isValidEmail } from '../validation/email';
import { isValidPhone } from '../validation/phone';
import { DEFAULT_TIME_SLOT, type TimeSlotProblem, TimeSlotSchema, validateTimeSlots } from './timeSlots';

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

/** What is wrong with a field of step 1, as a typed outcome the UI words. */
export type RestaurantInfoProblem =
  | 'ownerNameRequired'
  | 'restaurantNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'mobileRequired'
  | 'whatsappRequired'
  | 'phoneInvalid'
  | 'workingDayRequired';

export interface RestaurantInfoErrors {
  ownerName: RestaurantInfoProblem | null;
  restaurantName: RestaurantInfoProblem | null;
  email: RestaurantInfoProblem | null;
  mobile: RestaurantInfoProblem | null;
  differentWhatsapp: RestaurantInfoProblem | null;
  workingDays: RestaurantInfoProblem | null;
  /** One entry per slot of `timeSlots` (checked only with the 'same' timing option). */
  timeSlots: (TimeSlotProblem | null)[];
  /** Per working day, one entry per slot (checked only with the 'separate' timing option). */
  daySlots: Partial<Record<WeekDay, (TimeSlotProblem | null)[]>>;
}

const required = (value: string, problem: RestaurantInfoProblem) => (value.trim() ? null : problem);
const phoneError = (value: string, requiredProblem: RestaurantInfoProblem) =>
  required(value, requiredProblem) ?? (isValidPhone(value) ? null : 'phoneInvalid');

/** A restaurant's name: required (the name page and step 1 say so alike). */
export const restaurantNameError = (name: string): RestaurantInfoProblem | null =>
  required(name, 'restaurantNameRequired');

/** Every error of step 1 (null where a field is fine). */
export function validateRestaurantInfo(info: RestaurantInfo): RestaurantInfoErrors {
  const workingDays = WEEK_DAYS.filter((day) => info.workingDays[day]);
  return {
    ownerName: required(info.ownerName, 'ownerNameRequired'),
    restaurantName: restaurantNameError(info.restaurantName),
    email: required(info.email, 'emailRequired') ?? (isValidEmail(info.email) ? null : 'emailInvalid'),
    mobile: phoneError(info.mobile, 'mobileRequired'),
    differentWhatsapp:
      info.whatsappOption === 'different' ? phoneError(info.differentWhatsapp, 'whatsappRequired') : null,
    workingDays: workingDays.length > 0 ? null : 'workingDayRequired',
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
