import { textHash } from '../../../domain/security/textHash';

/** How a call fails in chaos mode: no answer, a late no-answer, a 500, or a 200 with success: false. */
export const CHAOS_FAILURES = ['network', 'timeout', 'server', 'declined'] as const;
export type ChaosFailure = (typeof CHAOS_FAILURES)[number];

export interface ChaosSettings {
  /** The share of calls that fail, 0 to 1. */
  failureRate: number;
  seed: number;
}

/** mulberry32: a small seeded PRNG, enough to pick failures reproducibly. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The demo's chaos mode (`{"failureRate": 0.2, "seed": 7}` in railbite.demo): that share of backend calls fail,
 * the four ways mixed. The fate of the n-th call of an operation depends only on the seed, the operation and
 * n, so a seed replays the same failures however the calls of different operations interleave.
 */
export class ChaosMode {
  private readonly calls = new Map<string, number>();
  private seed: number | null = null;

  /** The failure this call of `operation` meets, or null when it goes through. */
  failureFor(operation: string, settings: ChaosSettings): ChaosFailure | null {
    if (settings.seed !== this.seed) {
      this.calls.clear();
      this.seed = settings.seed;
    }
    const count = (this.calls.get(operation) ?? 0) + 1;
    this.calls.set(operation, count);
    const draw = random(Number.parseInt(textHash(`${settings.seed}:${operation}:${count}`), 16));
    if (draw() >= settings.failureRate) return null;
    return CHAOS_FAILURES[Math.floor(draw() * CHAOS_FAILURES.length)]!;
  }
}
