import type { FormProblem } from '../../domain/validation/formProblem';
import { type MessageId, t } from './i18n';
import type { NoticeWording } from './notices/NoticeWording';

/** Each form problem's words (one function per kind, so a new kind cannot go unworded). */
const PROBLEM_WORDING: NoticeWording<FormProblem> = {
  required: () => t('account.error.required'),
  phone: () => t('account.error.phone'),
  email: () => t('account.error.email'),
  nameTooLong: ({ max }) => t('account.error.nameTooLong', { count: max }),
  weakPassword: ({ min }) => t('account.error.signupPassword', { count: min }),
  emailAndPhoneRequired: () => t('account.error.forgotBoth'),
  allFieldsRequired: () => t('account.error.resetFields'),
  passwordRulesUnmet: () => t('account.error.resetRules'),
  passwordsDiffer: () => t('account.error.passwordsDiffer'),
  otpIncomplete: () => t('account.error.otpIncomplete'),
  nameRequired: () => t('account.error.nameRequired'),
  emailRequired: () => t('account.error.emailRequired'),
  emailFormat: ({ example }) => t('forms.error.emailFormat', { example }),
  emailTooLong: () => t('account.error.emailTooLong'),
  mobileRequired: () => t('account.error.mobileRequired'),
  mobileInvalid: () => t('account.error.mobileInvalid'),
  mobileFirstDigit: () => t('account.error.mobileFirstDigit'),
  mobileLength: () => t('account.error.mobileLength'),
  fixErrors: () => t('account.error.fixErrors'),
  passwordRequired: () => t('account.error.passwordRequired'),
  passwordTooShort: ({ min }) => t('account.error.passwordTooShort', { count: min }),
  passwordComposition: ({ characters }) => t('account.error.passwordComposition', { characters }),
  confirmationDiffers: () => t('account.error.profilePasswordsDiffer'),
  otpInvalid: () => t('account.error.otpInvalid'),
  addressFieldsRequired: () => t('account.error.addressRequired'),
  mapPoint: () => t('account.error.mapPoint'),
  pincode: () => t('account.error.pincode'),
  addressFieldRequired: ({ field }) => t(ADDRESS_FIELD_REQUIRED[field]),
};

const ADDRESS_FIELD_REQUIRED = {
  completeAddress: 'account.error.completeAddress',
  area: 'account.error.area',
  city: 'account.error.city',
  pincode: 'account.error.pincodeRequired',
} as const satisfies Record<string, MessageId>;

/** A form rule's problem in the customer's language (read when shown, so it follows the language chosen). */
export function formProblemText(problem: FormProblem): string {
  const wording = PROBLEM_WORDING[problem.kind] as (problem: FormProblem) => string;
  return wording(problem);
}
