import { PHONE_LENGTH, withoutIndianPrefix } from './phone';

/**
 * What a phone input keeps of what was typed, pasted or filled in: the digits, at most 10, India's prefix taken off
 * (the same rule for each, so a number typed key by key ends as it would pasted). A prefix still being typed stays
 * until it is whole: '+' and '+9' (then '+91' goes), and a number that starts 91 may take an 11th digit (the 12th
 * shows that 91 was the country code). A leading 0 goes when the 11th digit comes.
 * Its own module: only the forms use it, so it stays out of the demo backend's files.
 */
export function sanitizePhoneInput(raw: string): string {
  const rest = withoutIndianPrefix(raw);
  if (/^\s*\(?\+\s*9?\s*$/.test(rest)) return rest.replace(/[^+9]/g, '');
  const digits = rest.replace(/\D/g, '');
  return digits.slice(0, digits.startsWith('91') ? PHONE_LENGTH + 1 : PHONE_LENGTH);
}
