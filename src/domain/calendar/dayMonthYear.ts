/** Short English month names, as dates are written on Indian tickets and receipts. */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '23 Nov 2026', from a day of the month, a month index (0 = January, as `Date#getMonth`) and a year. */
export const dayMonthYear = (day: number, monthIndex: number, year: number): string =>
  `${day} ${SHORT_MONTHS[monthIndex] ?? ''} ${year}`;
