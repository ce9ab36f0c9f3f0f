import { groupIndianDigits } from './indianDigits';

/** Integer paise from the domain as rupees for display, e.g. 24900 → "₹249", 24950 → "₹249.50". */
export function formatRupees(paise: number): string {
  const rupees = groupIndianDigits(paise / 100, paise % 100 === 0 ? 0 : 2);
  return rupees.startsWith('-') ? `-₹${rupees.slice(1)}` : `₹${rupees}`;
}

/** Money taken off a bill, e.g. 7500 → "−₹75" (a minus sign, as the bill's Discount line shows it). */
export const formatMoneyOff = (paise: number): string => `−${formatRupees(paise)}`;
