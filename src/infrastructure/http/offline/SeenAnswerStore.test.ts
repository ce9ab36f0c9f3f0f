import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../browser/storage/MemoryKeyValueStore';
import { StorageKeys } from '../../ports/KeyValueStore';
import { SEEN_ANSWER_MAX_AGE_MS, SEEN_ANSWERS_MAX_CHARS, SeenAnswerStore } from './SeenAnswerStore';

const NOW = Date.UTC(2026, 10, 29, 8, 0);

describe('the saved answers', () => {
  it('stay under the size cap whatever is saved, dropping the oldest first and keeping the newest', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), chars: fc.nat(400_000) }), {
          minLength: 1,
          maxLength: 12,
        }),
        (saves) => {
          const storage = new MemoryKeyValueStore();
          const store = new SeenAnswerStore(storage);
          saves.forEach(({ key, chars }, index) =>
            store.save(key, { seenAt: NOW + index, body: 'x'.repeat(chars) }, NOW),
          );
          expect(storage.getItem(StorageKeys.seenAnswers)!.length).toBeLessThanOrEqual(SEEN_ANSWERS_MAX_CHARS);
          const last = saves[saves.length - 1]!;
          expect(store.read(last.key, NOW)?.seenAt).toBe(NOW + saves.length - 1);
          const kept = JSON.parse(storage.getItem(StorageKeys.seenAnswers)!) as Record<string, { seenAt: number }>;
          // What was dropped is older than everything kept.
          const keptTimes = Object.values(kept).map((answer) => answer.seenAt);
          const latestOf = new Map(saves.map(({ key }, index) => [key, NOW + index]));
          for (const [key, seenAt] of latestOf) if (!(key in kept)) expect(seenAt).toBeLessThan(Math.min(...keptTimes));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('does not keep one answer larger than the cap, and leaves the others as they were', () => {
    const storage = new MemoryKeyValueStore();
    const store = new SeenAnswerStore(storage);
    store.save('menu', { seenAt: NOW, body: 'small' }, NOW);
    store.save('huge', { seenAt: NOW, body: 'x'.repeat(SEEN_ANSWERS_MAX_CHARS) }, NOW);
    expect(store.read('huge', NOW)).toBeNull();
    expect(store.read('menu', NOW)?.body).toBe('small');
  });

  it('reads nothing older than the age limit', () => {
    const store = new SeenAnswerStore(new MemoryKeyValueStore());
    store.save('menu', { seenAt: NOW, body: 'small' }, NOW);
    expect(store.read('menu', NOW + SEEN_ANSWER_MAX_AGE_MS)?.body).toBe('small');
    expect(store.read('menu', NOW + SEEN_ANSWER_MAX_AGE_MS + 1)).toBeNull();
  });
});
