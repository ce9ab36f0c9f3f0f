/** The account drawer's highlight figures. The spec fixes them as placeholders (no source of truth yet). */
export const DRAWER_HIGHLIGHTS = {
  rating: '4.8',
  walletRupees: 240,
  rewardPoints: 120,
  updates: 3,
  offers: 5,
} as const;
