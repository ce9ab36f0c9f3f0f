import { expect, it } from 'vitest';
import { CHAOS_FAILURES, ChaosMode } from './ChaosMode';

const run = (mode: ChaosMode, operations: string[], seed: number, failureRate = 0.2) =>
  operations.map((op) => mode.failureFor(op, { failureRate, seed }));

it('fails about the asked share of calls, all four ways', () => {
  const fates = run(
    new ChaosMode(),
    Array.from({ length: 4_000 }, (_, i) => `op-${i % 7}`),
    7,
  );
  const failed = fates.filter(Boolean);
  expect(failed.length / fates.length).toBeGreaterThan(0.17);
  expect(failed.length / fates.length).toBeLessThan(0.23);
  expect(new Set(failed)).toEqual(new Set(CHAOS_FAILURES));
});

it('replays the same failures for a seed, however the operations interleave; another seed differs', () => {
  const ops = Array.from({ length: 300 }, (_, i) => `op-${i % 5}`);
  const byOperation = (fates: ReturnType<typeof run>, order: string[]) => {
    const seen = new Map<string, unknown[]>();
    order.forEach((op, i) => seen.set(op, [...(seen.get(op) ?? []), fates[i]]));
    return seen;
  };
  const reversed = [...ops].reverse();
  const first = byOperation(run(new ChaosMode(), ops, 7), ops);
  expect(byOperation(run(new ChaosMode(), reversed, 7), reversed)).toEqual(first);
  expect(byOperation(run(new ChaosMode(), ops, 8), ops)).not.toEqual(first);
});

it('lets everything through at rate 0 and nothing at rate 1', () => {
  expect(run(new ChaosMode(), ['a', 'b', 'a'], 1, 0)).toEqual([null, null, null]);
  expect(run(new ChaosMode(), ['a', 'b', 'a'], 1, 1).every(Boolean)).toBe(true);
});
