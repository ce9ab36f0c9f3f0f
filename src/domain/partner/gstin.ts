const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN from its first 14 characters (Luhn mod 36, as the GST network computes
 * it), or null when those characters are not all 0-9/A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (!/^[0-9A-Z]{14}$/.test(first14)) return null;
  const modulus = CODE_POINTS.length;
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = CODE_POINTS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / modulus) + (product % modulus);
  }
  return CODE_POINTS.charAt((modulus - (sum % modulus)) % modulus);
}

/** State codes 01-38, plus 97 (other territory) and 99 (centre jurisdiction). */
const STATE_CODE = '(0[1-9]|[12]\\d|3[0-8]|97|99)';
const GSTIN_SHAPE = new RegExp(`^${STATE_CODE}[A-Z]{5}\\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$`);

/** Whether a text is a well-formed GSTIN: state code, PAN, entity number, 'Z' and a matching check character. */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12);
