import { z } from 'zod/mini';
import { isSafeResourceId } from '../security/resourceId';
import type { LaterStation, RescueClosure } from './rescuePush';

/** What a push about a seat order delay rescue cancelled, or that was not delivered, says (FEATURES F-train). */
export interface RescuePushNews {
  orderId: string;
  closure: RescueClosure;
  /** The stations still ahead that take an order (none for an order not delivered). */
  laterStations: LaterStation[];
}

const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const code = z.string().check(z.trim(), z.regex(/^[A-Z0-9]{1,8}$/));
const instant = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/)),
  z.transform((text) => Number(text)),
);

/** JSON text read, or null when it is not JSON (then no later station is offered). */
const json = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const LaterStationsSchema = z.catch(
  z.pipe(
    z.pipe(z.string(), z.transform(json)),
    z.array(z.object({ code, name, orderBy: z.number().check(z.int(), z.nonnegative()) })).check(z.maxLength(50)),
  ),
  [],
);

const RescueDataSchema = z.object({
  data: z.object({
    orderId: z.string(),
    closure: z.enum(['rescued', 'skipped', 'notDelivered']),
    stationCode: code,
    stationName: name,
    refundPaise: instant,
    expectedArrival: z.optional(instant),
    laterStations: z.optional(LaterStationsSchema),
  }),
});

/**
 * The facts of a push about a seat order delay rescue closed or that was not delivered (the order, how, the station,
 * the refund, the stations still ahead), for the app to word it in the customer's language; null for any other push.
 * Push data is not trusted.
 */
export function rescuePushNewsOf(payload: unknown): RescuePushNews | null {
  const parsed = RescueDataSchema.safeParse(payload);
  if (!parsed.success) return null;
  const data = parsed.data.data;
  const orderId = data.orderId.trim();
  if (!isSafeResourceId(orderId)) return null;
  const station = { code: data.stationCode, name: data.stationName };
  const refundPaise = data.refundPaise;
  if (data.closure === 'notDelivered')
    return { orderId, closure: { kind: 'notDelivered', station, refundPaise }, laterStations: [] };
  const laterStations = data.laterStations ?? [];
  if (data.closure === 'skipped') return { orderId, closure: { kind: 'skipped', station, refundPaise }, laterStations };
  if (data.expectedArrival === undefined) return null;
  return {
    orderId,
    closure: { kind: 'rescued', station, expectedArrival: data.expectedArrival, refundPaise },
    laterStations,
  };
}
