import { z } from 'zod/mini';

const stationName = z.string().check(z.minLength(1), z.maxLength(80));

/** Ours (FEATURES F-train): where a seat order's train is, typed, beside the server's words for it. */
const TrainPlaceDtoSchema = z.union([
  z.object({ state: z.enum(['not-started', 'at-station', 'arrived']), station: stationName }),
  z.object({ state: z.literal('between'), from: stationName, to: stationName }),
]);

/**
 * Read leniently: a provider that leaves the place out, or sends one of a shape we do not know, gives a seat order
 * without it (its words are shown as they came), never an unreadable order.
 */
export const OptionalTrainPlaceDtoSchema = z.catch(z.optional(TrainPlaceDtoSchema), undefined);
