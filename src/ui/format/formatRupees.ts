import { groupIndianDigits } from './indianDigits';

/** Integer paise from the domain as rupees for display, e.g. 24900 → "₹249", 24950 → "₹249.50". */
export function formatRupees(paise: number): string {
  const rupees = groupIndianDigits(paise / 100, paise % 100 === 0 ? 0 : 2);
  return rupees.startsWith('-') ? `-₹${rupees.slice(1)}` : `₹${rupees}`;
}
