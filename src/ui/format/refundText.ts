import { formatRupees } from './formatRupees';

/** What a cancellation gives back, said before confirming (FEATURES F-cancel, F-train): paise. */
export const refundText = (paise: number): string =>
  paise > 0
    ? `Refund: ${formatRupees(paise)} to the way you paid.`
    : 'Nothing was paid (cash on delivery): nothing to refund.';
