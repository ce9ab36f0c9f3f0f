import { inject, injectable } from 'inversify';
import { z } from 'zod/mini';
import { type KeyValueStore, KeyValueStoreToken, StorageKeys } from '../../ports/KeyValueStore';
import { readStoredJson, writeStoredJson } from '../../browser/storage/storedJson';

/**
 * The saved answers stay well under the browser's local-storage quota (about 5 million characters), so saving one
 * can never push the app's other keys (the session, the cart) out of storage.
 */
export const SEEN_ANSWERS_MAX_CHARS = 1_000_000;
/** An answer older than a week is no use to show as "what you saw": menus, prices and journeys have moved on. */
export const SEEN_ANSWER_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

export interface SeenAnswer {
  /** When the server gave it (ms since the epoch). */
  seenAt: number;
  /** The answer's body as the server sent it, read again with its endpoint's schema before it is served. */
  body: unknown;
}

const SeenAnswersSchema = z.record(
  z.string(),
  z.object({ seenAt: z.number().check(z.nonnegative()), body: z.unknown() }),
);
type Saved = Record<string, SeenAnswer>;

/**
 * The answers the customer has seen, under one local-storage key (a per-customer key: erased on sign-out and on a
 * 401), bounded in size and age: the oldest go first. Anything unreadable there is treated as nothing saved.
 */
@injectable()
export class SeenAnswerStore {
  constructor(@inject(KeyValueStoreToken) private readonly storage: KeyValueStore) {}

  read(key: string, now = Date.now()): SeenAnswer | null {
    const answer = this.all()[key];
    return answer && fresh(answer, now) ? answer : null;
  }

  /** Saves the answer, dropping the oldest others to stay under the size cap; an answer above the cap is not kept. */
  save(key: string, answer: SeenAnswer, now = Date.now()) {
    const size = sizeOf(key, answer);
    if (size > SEEN_ANSWERS_MAX_CHARS) return;
    const others = Object.entries(this.all())
      .filter(([other, saved]) => other !== key && fresh(saved, now))
      .map(([other, saved]) => ({ key: other, saved, size: sizeOf(other, saved) }))
      .sort((a, b) => b.saved.seenAt - a.saved.seenAt);
    const kept: Saved = {};
    let total = size;
    for (const other of others) {
      total += other.size;
      if (total > SEEN_ANSWERS_MAX_CHARS) break;
      kept[other.key] = other.saved;
    }
    kept[key] = answer;
    writeStoredJson(this.storage, StorageKeys.seenAnswers, kept);
  }

  remove(key: string) {
    const saved = this.all();
    if (!(key in saved)) return;
    delete saved[key];
    writeStoredJson(this.storage, StorageKeys.seenAnswers, saved);
  }

  private all(): Saved {
    return (readStoredJson(this.storage, StorageKeys.seenAnswers, SeenAnswersSchema) as Saved | null) ?? {};
  }
}

/** The characters an entry takes in the saved JSON (its key, its value and the punctuation between). */
const sizeOf = (key: string, answer: SeenAnswer) => JSON.stringify(key).length + JSON.stringify(answer).length + 2;

const fresh = (answer: SeenAnswer, now: number) => now - answer.seenAt <= SEEN_ANSWER_MAX_AGE_MS;
