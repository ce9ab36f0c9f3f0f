export interface EarningsAssumptions {
  averageOrderPaise: number;
  ordersPerDay: number;
  days: number;
}

/** What the earnings estimate assumes (FEATURES F-account): ₹350 an order, 25 orders a day, 30 days. */
export const EARNINGS_ASSUMPTIONS: EarningsAssumptions = { averageOrderPaise: 35_000, ordersPerDay: 25, days: 30 };

/** How the commission is spent, in percent of the commission. */
export const COMMISSION_SHARES = [
  { key: 'platformFee', percent: 70 },
  { key: 'paymentProcessing', percent: 20 },
  { key: 'marketing', percent: 10 },
] as const;
export type CommissionShareKey = (typeof COMMISSION_SHARES)[number]['key'];

export interface EarningsEstimate {
  orders: number;
  grossSalesPaise: number;
  commissionPaise: number;
  netPayoutPaise: number;
  breakdown: { key: CommissionShareKey; percent: number; amountPaise: number }[];
}

/**
 * Splits integer paise by whole percentages that add up to 100, so the parts add up to the total exactly
 * (the largest remainders get the leftover paise).
 */
export function splitByPercent(totalPaise: number, percents: readonly number[]): number[] {
  const exact = percents.map((percent) => (totalPaise * percent) / 100);
  const parts = exact.map(Math.floor);
  let leftover = totalPaise - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

/** A month's estimated sales, commission (rounded to the paisa), payout and commission breakdown at a rate. */
export function estimateMonthlyEarnings(
  commissionRate: number,
  assumptions: EarningsAssumptions = EARNINGS_ASSUMPTIONS,
): EarningsEstimate {
  const orders = assumptions.ordersPerDay * assumptions.days;
  const grossSalesPaise = orders * assumptions.averageOrderPaise;
  const commissionPaise = Math.round((grossSalesPaise * commissionRate) / 100);
  const amounts = splitByPercent(
    commissionPaise,
    COMMISSION_SHARES.map((share) => share.percent),
  );
  return {
    orders,
    grossSalesPaise,
    commissionPaise,
    netPayoutPaise: grossSalesPaise - commissionPaise,
    breakdown: COMMISSION_SHARES.map((share, index) => ({ ...share, amountPaise: amounts[index] ?? 0 })),
  };
}
