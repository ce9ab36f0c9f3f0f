import type { SignProblem } from '../../../application/partner/ContractSigningStore';
import type { ContractTermsProblem } from '../../../domain/partner/contract';
import type { DocumentProblem } from '../../../domain/partner/documents';
import type { CategoryNameProblem } from '../../../domain/partner/menu';
import type { MenuItemProblem } from '../../../domain/partner/menuItemInput';
import type { OnboardingStepKey } from '../../../domain/partner/onboardingProgress';
import type { RestaurantInfoProblem, WeekDay } from '../../../domain/partner/restaurantInfo';
import type { TimeSlotProblem } from '../../../domain/partner/timeSlots';
import { type MessageId, t } from '../../i18n/i18n';

/** Every typed outcome the onboarding rules and stores return about what the owner entered. */
export type PartnerProblem =
  | RestaurantInfoProblem
  | TimeSlotProblem
  | DocumentProblem
  | CategoryNameProblem
  | MenuItemProblem
  | ContractTermsProblem
  | 'menuNeedsAnItem';

const PROBLEM_IDS: Record<PartnerProblem, MessageId> = {
  ownerNameRequired: 'partner.error.ownerNameRequired',
  restaurantNameRequired: 'partner.error.restaurantNameRequired',
  emailRequired: 'partner.error.emailRequired',
  emailInvalid: 'account.error.email',
  mobileRequired: 'partner.error.mobileRequired',
  whatsappRequired: 'partner.error.whatsappRequired',
  phoneInvalid: 'account.error.phone',
  workingDayRequired: 'partner.error.workingDayRequired',
  timesRequired: 'partner.error.timesRequired',
  closeBeforeOpen: 'partner.error.closeBeforeOpen',
  slotsOverlap: 'partner.error.slotsOverlap',
  businessPANRequired: 'partner.error.businessPANRequired',
  gstinRequired: 'partner.error.gstinRequired',
  bankIFSCRequired: 'partner.error.bankIFSCRequired',
  bankAccountRequired: 'partner.error.bankAccountRequired',
  fssaiNumberRequired: 'partner.error.fssaiNumberRequired',
  businessPANInvalid: 'partner.error.businessPANInvalid',
  gstinInvalid: 'partner.error.gstinInvalid',
  gstinPanMismatch: 'partner.error.gstinPanMismatch',
  bankIFSCInvalid: 'partner.error.bankIFSCInvalid',
  bankAccountInvalid: 'partner.error.bankAccountInvalid',
  fssaiNumberInvalid: 'partner.error.fssaiNumberInvalid',
  categoryNameRequired: 'partner.error.categoryNameRequired',
  categoryNameTaken: 'partner.error.categoryNameTaken',
  itemNameRequired: 'partner.error.itemNameRequired',
  priceRequired: 'partner.error.priceRequired',
  priceInvalid: 'partner.error.priceInvalid',
  priceZero: 'partner.error.priceZero',
  ratingInvalid: 'partner.error.ratingInvalid',
  reviewCountInvalid: 'partner.error.reviewCountInvalid',
  minimumOrderInvalid: 'partner.error.minimumOrderInvalid',
  menuNeedsAnItem: 'partner.error.menuNeedsAnItem',
};

/** What an onboarding rule found wrong, in the owner's language. */
export const partnerProblemText = (problem: PartnerProblem): string => t(PROBLEM_IDS[problem]);

const isPartnerProblem = (error: string): error is PartnerProblem => Object.hasOwn(PROBLEM_IDS, error);

/** A bound field's error on an onboarding screen: a rule's typed outcome in words (any other text as it came). */
export const partnerErrorText = (error: string): string =>
  isPartnerProblem(error) ? partnerProblemText(error) : error;

const STEP_IDS: Record<OnboardingStepKey, MessageId> = {
  info: 'partner.step.info',
  documents: 'partner.step.documents',
  menu: 'partner.step.menu',
  contract: 'partner.step.contract',
};

/** An onboarding step's title ("Menu Setup"). */
export const stepTitle = (step: OnboardingStepKey): string => t(STEP_IDS[step]);

const DAY_IDS: Record<WeekDay, MessageId> = {
  Monday: 'partner.day.Monday',
  Tuesday: 'partner.day.Tuesday',
  Wednesday: 'partner.day.Wednesday',
  Thursday: 'partner.day.Thursday',
  Friday: 'partner.day.Friday',
  Saturday: 'partner.day.Saturday',
  Sunday: 'partner.day.Sunday',
};

/** A working day's name ("Monday"). */
export const dayName = (day: WeekDay): string => t(DAY_IDS[day]);

/** Why the contract was not signed, in the owner's language. */
export function signProblemText(problem: SignProblem): string {
  switch (problem.kind) {
    case 'stepsMissing':
      return t('partner.sign.stepsMissing', { steps: problem.steps.map(stepTitle).join(', ') });
    case 'termsInvalid':
      return t('partner.sign.termsInvalid');
    case 'otpMismatch':
      return t('partner.sign.otpMismatch');
  }
}
