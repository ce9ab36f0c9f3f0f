/**
 * Money inside the app is integer paise. The provider API speaks rupees (numbers that may carry paise as
 * decimals); these two functions are the only conversions, used at the mapper boundary.
 */

/** Rupees as the API sends them → integer paise (₹249.5 → 24950). */
export const paiseFromRupees = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise → rupees as the API expects them (24950 → 249.5). */
export const rupeesFromPaise = (paise: number): number => paise / 100;

/** The sum of a list of paise amounts. */
export const sumPaise = (amounts: readonly number[]): number => amounts.reduce((sum, amount) => sum + amount, 0);
