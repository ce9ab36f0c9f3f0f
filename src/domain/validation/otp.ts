export const OTP_LENGTH = 6;

/** An OTP as entered in six boxes: each entry is '' or one digit. */
export type OtpDigits = readonly string[];

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

export const isCompleteOtp = (digits: OtpDigits): boolean =>
  digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));

/**
 * The digits an input brought to a box that held `previous`: one for a keystroke (typed before or after the digit
 * already there), all of them for a code the phone fills in at once (SMS autofill, a keyboard suggestion).
 */
export function arrivedDigits(previous: string, raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!previous || digits.length < 2) return digits;
  if (digits.startsWith(previous)) return digits.slice(previous.length);
  if (digits.endsWith(previous)) return digits.slice(0, -previous.length);
  return digits;
}

/** Digits of a pasted text, at most OTP_LENGTH of them. */
export const pastedDigits = (raw: string): string[] =>
  raw.replace(/\D/g, '').slice(0, OTP_LENGTH).split('').filter(Boolean);
