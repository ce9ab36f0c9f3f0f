/** The customer's editable profile (FEATURES F-account). */
export interface Profile {
  name: string;
  email: string;
  mobile: string;
}

/** Password-change timings (FEATURES F-account). */
export const PASSWORD_OTP_FIRST_COUNTDOWN_SECONDS = 300;
export const PASSWORD_OTP_RESEND_COUNTDOWN_SECONDS = 30;
export const PASSWORD_CHANGE_RESET_DELAY_MS = 1500;
