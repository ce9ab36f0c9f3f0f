import type { SupportedLanguage } from '../language/language';

/** The customer's editable profile (FEATURES F-account). */
export interface Profile {
  name: string;
  email: string;
  mobile: string;
  /**
   * The language the customer chose, kept with the profile so it follows them to another device. Ours, not the
   * spec's: absent until they have one (and from a provider that does not keep it).
   */
  language?: SupportedLanguage;
}

/** What the customer edits in Account Settings: the profile's details. */
export type ProfileDetails = Pick<Profile, 'name' | 'email' | 'mobile'>;

/** A profile's details alone, to fill the edit form. */
export const detailsOf = ({ name, email, mobile }: ProfileDetails): ProfileDetails => ({ name, email, mobile });

/** Password-change timings (FEATURES F-account). */
export const PASSWORD_OTP_FIRST_COUNTDOWN_SECONDS = 300;
export const PASSWORD_OTP_RESEND_COUNTDOWN_SECONDS = 30;
export const PASSWORD_CHANGE_RESET_DELAY_MS = 1500;
