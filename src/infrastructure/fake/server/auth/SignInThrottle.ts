import type { FakeDatabase } from '../../db/FakeDatabase';
import { refuse } from '../FakeHttpError';
import type { Clock } from '../RequestContext';

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/** What a locked phone number is told, with the whole minutes left (rounded up). */
export const signInLockedText = (minutes: number) =>
  `Too many wrong passwords for this phone number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;

/**
 * Five wrong passwords for a phone number within 15 minutes lock sign-in for that number for 15 minutes.
 * Unknown numbers are counted and locked the same way, so the lock says nothing about who has an account.
 */
export class SignInThrottle {
  constructor(
    private readonly db: FakeDatabase,
    private readonly now: Clock,
  ) {}

  /** Refuses (429) while the number is locked. */
  assertOpen(phone: string) {
    const lockedUntil = this.find(phone)?.lockedUntil ?? 0;
    if (lockedUntil > this.now()) throw this.lockedRefusal(lockedUntil);
  }

  /** Counts a wrong password; the failure that reaches the limit locks the number and is answered with the lock. */
  async recordFailure(phone: string) {
    const now = this.now();
    const recent = [...(this.find(phone)?.failures ?? []).filter((at) => at > now - SIGN_IN_WINDOW_MS), now];
    const locks = recent.length >= SIGN_IN_FAILURE_LIMIT;
    const record = { phone, failures: locks ? [] : recent, lockedUntil: locks ? now + SIGN_IN_LOCK_MS : 0 };
    this.db.signInLocks.deleteMany((q) => q.where({ phone }));
    await this.db.signInLocks.create(record);
    if (locks) throw this.lockedRefusal(record.lockedUntil);
  }

  /** A successful sign-in or a password reset starts the count again. */
  clear(phone: string) {
    this.db.signInLocks.deleteMany((q) => q.where({ phone }));
  }

  private find(phone: string) {
    return this.db.signInLocks.findFirst((q) => q.where({ phone }));
  }

  private lockedRefusal(lockedUntil: number) {
    return refuse(429, signInLockedText(Math.max(1, Math.ceil((lockedUntil - this.now()) / 60_000))));
  }
}
