/** The customer's editable profile (account spec §3). */
export interface Profile {
  name: string;
  email: string;
  mobile: string;
}

/** Password-change timings (account spec §4, §9). */
export const PASSWORD_OTP_FIRST_COUNTDOWN_SECONDS = 300;
export const PASSWORD_OTP_RESEND_COUNTDOWN_SECONDS = 30;
export const PASSWORD_CHANGE_RESET_DELAY_MS = 1500;
