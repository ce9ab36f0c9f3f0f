import { refuse } from './FakeHttpError';

export const INVALID_IDEMPOTENCY_KEY_TEXT = 'The Idempotency-Key header must be 1 to 255 visible characters';
/** What an Idempotency-Key may look like (as most payment APIs accept: up to 255 visible ASCII characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Throws the 400 of a key that is not a valid Idempotency-Key; no key at all is fine. */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw refuse(400, INVALID_IDEMPOTENCY_KEY_TEXT);
}

/** The most answers kept: a write is repeated within minutes (the signal returning), not days later. */
const KEPT_ANSWERS = 1_000;

/**
 * The answers of writes that are not repeatable by nature (adding to the cart adds again), by customer and
 * Idempotency-Key: the same write sent again after its answer was lost answers what it answered then, without doing
 * it twice. A write without a key is done every time.
 */
export class IdempotentAnswers<T> {
  private readonly answers = new Map<string, T>();

  async once(userId: string, key: string | undefined, write: () => Promise<T>): Promise<T> {
    checkIdempotencyKey(key);
    if (key === undefined) return write();
    const id = JSON.stringify([userId, key]);
    const earlier = this.answers.get(id);
    if (earlier !== undefined) return earlier;
    const answer = await write();
    this.answers.set(id, answer);
    if (this.answers.size > KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }
}
