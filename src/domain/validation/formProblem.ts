import type { RequiredAddressField } from '../address/Address';

/**
 * What a form rule of sign-in, the account or the address book found wrong, as a typed outcome: the UI words it in
 * the customer's language (src/ui/i18n/formProblemText.ts), so the rules never speak English themselves. The data
 * the words need (a limit, an example) travels with it.
 */
export type FormProblem =
  // Sign-in, sign-up and password recovery.
  | { kind: 'required' }
  | { kind: 'phone' }
  | { kind: 'email' }
  | { kind: 'nameTooLong'; max: number }
  | { kind: 'weakPassword'; min: number }
  | { kind: 'emailAndPhoneRequired' }
  | { kind: 'allFieldsRequired' }
  | { kind: 'passwordRulesUnmet' }
  | { kind: 'passwordsDiffer' }
  | { kind: 'otpIncomplete' }
  // The profile and the password change of Account Settings.
  | { kind: 'nameRequired' }
  | { kind: 'emailRequired' }
  | { kind: 'emailFormat'; example: string }
  | { kind: 'emailTooLong'; max: number }
  | { kind: 'mobileRequired' }
  | { kind: 'mobileInvalid' }
  | { kind: 'mobileFirstDigit' }
  | { kind: 'mobileLength' }
  | { kind: 'fixErrors' }
  | { kind: 'passwordRequired' }
  | { kind: 'passwordTooShort'; min: number }
  | { kind: 'passwordComposition'; characters: string }
  | { kind: 'confirmationDiffers' }
  | { kind: 'otpInvalid' }
  // The address form.
  | { kind: 'addressFieldsRequired' }
  | { kind: 'mapPoint' }
  | { kind: 'pincode' }
  | { kind: 'addressFieldRequired'; field: RequiredAddressField };

export type FormProblemKind = FormProblem['kind'];

/** The problems of the given kinds. */
export type ProblemOf<Kind extends FormProblemKind> = Extract<FormProblem, { kind: Kind }>;
