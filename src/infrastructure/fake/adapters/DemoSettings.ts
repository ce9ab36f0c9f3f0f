import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { type KeyValueStore, KeyValueStoreToken } from '../../ports/KeyValueStore';

/** localStorage key of the demo's run-time settings (fake mode only). */
export const DEMO_SETTINGS_KEY = 'railbite.demo';

/** network: no answer; server: a 500; declined: the server answers 200 with success: false. */
const FaultSchema = z.enum(['network', 'server', 'declined']);
export type SimulatedFault = z.infer<typeof FaultSchema>;

const stationCodes = z.array(z.string().check(z.regex(/^[A-Z]{1,5}$/))).check(z.maxLength(200));

const DemoSettingsSchema = z.object({
  /** Overrides the configured simulated latency (ms). */
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  /** Operations (API paths such as "api/orders/change-cart-get-cart-info") that should fail, and how. */
  faults: z.optional(z.record(z.string(), FaultSchema)),
  /** Multiplies the demo catalogue (for scale tests): 1 is the fixtures as they are. */
  catalogueScale: z.optional(z.int().check(z.gte(1), z.lte(100))),
  /** Chaos mode: this share of all calls fail at random (network, timeout, 500, success: false), by `seed`. */
  failureRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
  seed: z.optional(z.int()),
  /** How long a call simulated as timing out waits before it fails (ms); SIMULATED_TIMEOUT_MS when unset. */
  timeoutMs: z.optional(z.int().check(z.gte(0), z.lte(30_000))),
  /** FEATURES F-train: how late a train runs, per train number, e.g. {"12955": 95}. */
  trainDelayMinutes: z.optional(z.record(z.string(), z.int().check(z.gte(0), z.lte(1440)))),
  /** FEATURES F-train: stations a train runs through without stopping today, e.g. {"12955": ["ST"]}. */
  skippedStops: z.optional(z.record(z.string(), stationCodes)),
  /** FEATURES F-train: stations where the runner cannot reach the seat before the train leaves: {"12955": ["JP"]}. */
  failedHandovers: z.optional(z.record(z.string(), stationCodes)),
  /** FEATURES F-push: restaurants (ids) that reject the orders placed with them instead of accepting them. */
  rejectingRestaurants: z.optional(z.array(z.int()).check(z.maxLength(200))),
});
export type DemoSettingsValues = z.infer<typeof DemoSettingsSchema>;

/** The knobs a JSON text sets (`railbite.demo`, or the demo API's `API_DEMO_SETTINGS`); null when it is not valid. */
export function parseDemoSettings(json: string): DemoSettingsValues | null {
  try {
    return DemoSettingsSchema.safeParse(JSON.parse(json)).data ?? null;
  } catch {
    return null;
  }
}

/**
 * Run-time knobs of the offline demo, read from local storage on every call so a sales demo or an
 * end-to-end test can slow the backend down or make a call fail without rebuilding.
 */
@injectable()
export class DemoSettings {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(): DemoSettingsValues {
    return parseDemoSettings(this.storage.getItem(DEMO_SETTINGS_KEY) || '{}') ?? {};
  }
}
