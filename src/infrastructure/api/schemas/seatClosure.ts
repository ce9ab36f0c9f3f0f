import { z } from 'zod/mini';

const station = z.object({
  code: z.string().check(z.regex(/^[A-Z]{1,5}$/)),
  name: z.string().check(z.maxLength(80)),
});
/** What goes back to the passenger, rupees (0 when nothing was paid online). */
const refund = z.number().check(z.gte(0), z.lte(1_000_000));

/**
 * Ours (FEATURES F-train): how a seat order was closed, as facts the app words itself: delay rescue for a late train
 * (`rescued`, with the expected arrival in epoch ms) or a skipped station, a hand-over the runner could not make, or
 * the passenger's own cancellation. Null or absent while the order is open (and for an address order).
 */
export const SeatClosureDtoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rescued'),
    station,
    expectedArrival: z.number().check(z.int(), z.positive()),
    refund,
  }),
  z.object({ kind: z.literal('skipped'), station, refund }),
  z.object({ kind: z.literal('notDelivered'), station, refund }),
  z.object({ kind: z.literal('cancelledByYou'), refund }),
]);
export type SeatClosureDto = z.infer<typeof SeatClosureDtoSchema>;
