const RUPEE_AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Integer paise from a typed rupee amount ("249", "249.5", "249.50"; up to ₹99,99,999.99), or null when
 * the text is not such an amount. Integer arithmetic only: "0.1" is exactly 10 paise.
 */
export function parseRupeesToPaise(text: string): number | null {
  const match = RUPEE_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, rupees = '0', fraction = ''] = match;
  return Number(rupees) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A paise amount as the plain rupee text an input shows ("249", "249.50"). */
export function paiseToRupeeInput(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}
