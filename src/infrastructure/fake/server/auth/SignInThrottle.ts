import type { FakeDatabase } from '../../db/FakeDatabase';
import { refuse } from '../FakeHttpError';
import type { Clock } from '../RequestContext';

export const SIGN_IN_FAILURE_LIMIT = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/** What a locked phone number is told, with the whole minutes left (rounded up). */
export const signInLockedText = (minutes: number) =>
  `Too many wrong passwords for this phone number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`;

/** One counted sign-in attempt: settled once its password has been checked. */
export interface SignInAttempt {
  /** The right password: the count starts again. */
  succeeded(): void;
  /** A wrong password: counted; the failure that reaches the limit locks the number and is answered with the lock. */
  failed(): Promise<void>;
}

/**
 * Five wrong passwords for a phone number within 15 minutes lock sign-in for that number for 15 minutes.
 * Unknown numbers are counted and locked the same way, so the lock says nothing about who has an account.
 * An attempt is counted when it starts, before the slow password check, so parallel guesses cannot all pass
 * the check: at most five are ever answered in a window, whatever the concurrency.
 */
export class SignInThrottle {
  /** Attempts whose password is being checked, per phone number (this process's; the fake runs in one). */
  private readonly inFlight = new Map<string, number>();
  /** Failures are written one after another, so two parallel ones cannot both read the old count. */
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: FakeDatabase,
    private readonly now: Clock,
  ) {}

  /**
   * Counts an attempt before its password is checked; refuses (429) while the number is locked, or when the
   * failures in the window and the attempts still being checked already reach the limit. Synchronous on purpose:
   * nothing can run between the check and the count.
   */
  begin(phone: string): SignInAttempt {
    const now = this.now();
    const record = this.find(phone);
    if ((record?.lockedUntil ?? 0) > now) throw this.lockedRefusal(record!.lockedUntil);
    const recent = (record?.failures ?? []).filter((at) => at > now - SIGN_IN_WINDOW_MS).length;
    const pending = this.inFlight.get(phone) ?? 0;
    if (recent + pending >= SIGN_IN_FAILURE_LIMIT) throw this.lockedRefusal(now + SIGN_IN_LOCK_MS);
    this.inFlight.set(phone, pending + 1);
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      const left = (this.inFlight.get(phone) ?? 1) - 1;
      if (left > 0) this.inFlight.set(phone, left);
      else this.inFlight.delete(phone);
      return true;
    };
    return {
      succeeded: () => {
        if (settle()) this.clear(phone);
      },
      failed: async () => {
        if (settled) return;
        // The failure is written before the attempt stops counting as in flight, so a parallel attempt always
        // sees one or the other.
        const written = this.writes.then(() => this.writeFailure(phone));
        this.writes = written.then(
          () => undefined,
          () => undefined,
        );
        try {
          await written;
        } finally {
          settle();
        }
      },
    };
  }

  /** A successful sign-in or a password reset starts the count again. */
  clear(phone: string) {
    this.db.signInLocks.deleteMany((q) => q.where({ phone }));
  }

  private async writeFailure(phone: string) {
    const now = this.now();
    const recent = [...(this.find(phone)?.failures ?? []).filter((at) => at > now - SIGN_IN_WINDOW_MS), now];
    const locks = recent.length >= SIGN_IN_FAILURE_LIMIT;
    const record = { phone, failures: locks ? [] : recent, lockedUntil: locks ? now + SIGN_IN_LOCK_MS : 0 };
    this.db.signInLocks.deleteMany((q) => q.where({ phone }));
    await this.db.signInLocks.create(record);
    if (locks) throw this.lockedRefusal(record.lockedUntil);
  }

  private find(phone: string) {
    return this.db.signInLocks.findFirst((q) => q.where({ phone }));
  }

  private lockedRefusal(lockedUntil: number) {
    return refuse(429, signInLockedText(Math.max(1, Math.ceil((lockedUntil - this.now()) / 60_000))));
  }
}
