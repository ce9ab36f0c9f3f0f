export const OTP_LENGTH = 6;
export const INCOMPLETE_OTP_TEXT = 'Please enter the complete 6-digit OTP';

/** An OTP as entered in six boxes: each entry is '' or one digit. */
export type OtpDigits = readonly string[];

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export const isCompleteOtp = (digits: OtpDigits): boolean =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/** The last digit typed into a box, or '' when the input holds no digit. */
export const lastDigit = (raw: string): string => raw.replace(/\D/g, '').slice(-1);

/** Digits of a pasted text, at most OTP_LENGTH of them. */
export const pastedDigits = (raw: string): string[] =>
  raw.replace(/\D/g, '').slice(0, OTP_LENGTH).split('').filter(Boolean);
