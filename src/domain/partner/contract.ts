import { z } from 'zod/mini';
import { type TimeSlotProblem, validateOpeningWindow } from './timeSlots';

/** The commission rates offered, with the kind of restaurant each one is for (percent of food value). */
export const COMMISSION_OPTIONS = [
  { rate: 18, audience: 'premiumLocations' },
  { rate: 20, audience: 'standard' },
  { rate: 22, audience: 'highDemandAreas' },
  { rate: 25, audience: 'newRestaurants' },
] as const;
export type CommissionAudience = (typeof COMMISSION_OPTIONS)[number]['audience'];
export type CommissionRate = (typeof COMMISSION_OPTIONS)[number]['rate'];

export const PAYMENT_CYCLES = ['weekly', 'biweekly', 'monthly'] as const;
export type PaymentCycle = (typeof PAYMENT_CYCLES)[number];

/** 'platform': RailBite's delivery partners carry orders; 'self': the restaurant's own staff do. */
export const DELIVERY_MODELS = ['platform', 'self'] as const;
export type DeliveryModel = (typeof DELIVERY_MODELS)[number];

/** Contract rules the agreement text states (FEATURES F-account). */
export const CONTRACT_RULES = {
  settlementDay: 'Tuesday',
  minimumRating: 3.5,
  minimumAcceptancePercent: 85,
  cancellationWindowSeconds: 60,
  disputeResolutionHours: 48,
  terminationNoticeDays: 30,
  fssaiValidityDays: 30,
} as const;

export const ContractTermsSchema = z.object({
  commissionRate: z.union(COMMISSION_OPTIONS.map((option) => z.literal(option.rate))),
  deliveryModel: z.enum(DELIVERY_MODELS),
  minimumOrderPaise: z.int().check(z.gte(0)),
  operatingHours: z.object({ start: z.string(), end: z.string() }),
  paymentCycle: z.enum(PAYMENT_CYCLES),
});
export type ContractTerms = z.infer<typeof ContractTermsSchema>;

/** Standard commission, weekly payouts, ₹99 minimum order, open 09:00-23:00. */
export const defaultContractTerms = (): ContractTerms => ({
  commissionRate: 20,
  deliveryModel: 'platform',
  minimumOrderPaise: 9900,
  operatingHours: { start: '09:00', end: '23:00' },
  paymentCycle: 'weekly',
});

/** What is wrong with the editable terms, as a typed outcome the UI words. */
export type ContractTermsProblem = 'minimumOrderInvalid' | TimeSlotProblem;

/** A minimum order typed in whole rupees (0 allowed), as paise, or null. */
export function parseMinimumOrder(text: string): number | null {
  return /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) * 100 : null;
}

/** What a minimum order field keeps of what was typed: digits only, at most five. */
export const normalizeMinimumOrderInput = (typed: string): string => typed.replace(/\D/g, '').slice(0, 5);

/** The editable terms as typed on the contract's Terms tab (the amount is still a text). */
export interface ContractTermsInput {
  paymentCycle: PaymentCycle;
  minimumOrder: string;
  opensAt: string;
  closesAt: string;
}

export const contractTermsToInput = (terms: ContractTerms): ContractTermsInput => ({
  paymentCycle: terms.paymentCycle,
  minimumOrder: String(terms.minimumOrderPaise / 100),
  opensAt: terms.operatingHours.start,
  closesAt: terms.operatingHours.end,
});

/** The errors of the editable contract terms: the hours' error belongs to the closing time. */
export function validateContractTerms(
  input: ContractTermsInput,
): Record<'minimumOrder' | 'closesAt', ContractTermsProblem | null> {
  return {
    minimumOrder: parseMinimumOrder(input.minimumOrder) === null ? 'minimumOrderInvalid' : null,
    closesAt: validateOpeningWindow(input.opensAt, input.closesAt),
  };
}
