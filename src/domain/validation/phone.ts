/** Indian mobile numbers: 10 digits, the first 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PHONE_LENGTH = 10;

export const isValidPhone = (phone: string): boolean => PHONE_PATTERN.test(phone.trim());

/**
 * A number pasted or filled in by the browser with India's prefix ('+91 98765 43210', '098765 43210',
 * '919876543210') without it; anything else as it is. Keeping the first ten digits would keep a wrong number.
 */
export function withoutIndianPrefix(raw: string): string {
  const international = /^\s*\(?\+\s*91\)?[\s-]*/.exec(raw);
  if (international) return raw.slice(international[0].length);
  const digits = raw.replace(/\D/g, '');
  const trunk = digits.length === PHONE_LENGTH + 1 && digits.startsWith('0');
  const country = digits.length === PHONE_LENGTH + 2 && digits.startsWith('91');
  if (trunk) return raw.replace(/^\D*0[\s-]*/, '');
  if (country) return raw.replace(/^\D*9\D*1[\s-]*/, '');
  return raw;
}
