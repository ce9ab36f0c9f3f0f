/** The PNR service's refusals in its own words (FEATURES F-train): the UI knows them by these words. */
export const PNR_TEXTS = {
  invalid: 'Please enter a valid 10-digit PNR',
  notFound: 'PNR not found',
  cancelled: 'This ticket is cancelled',
  maintenance: 'PNR service is unavailable from 23:30 to 00:30. Search by train number instead.',
} as const;

/** A PNR as typed, without the spaces and dashes people put in to read it. */
export const normalizePnr = (input: string): string => input.replace(/[\s-]/g, '');

/** A PNR is ten digits (spaces and dashes aside). */
export const isPnr = (input: string): boolean => /^\d{10}$/.test(normalizePnr(input));

/** Booking status of a ticket: confirmed, reservation against cancellation, waitlisted, cancelled. */
export const TICKET_STATUSES = ['CNF', 'RAC', 'WL', 'CAN'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
