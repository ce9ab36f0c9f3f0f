import { DEAD_CODE_STATUS } from '../../../../domain/auth/recovery';
import type { FakeDatabase } from '../../db/FakeDatabase';
import type { UserRecord } from '../../db/records';
import { refuse } from '../FakeHttpError';
import type { Clock } from '../RequestContext';
import { randomDigits, randomToken } from '../security/randomCodes';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const INVALID_OTP_TEXT = 'Invalid OTP. Please check the code and try again.';

/** One-time 6-digit codes for password changes: issued to the demo outbox, expiring, with an attempt limit. */
export class ResetCodes {
  constructor(
    private readonly db: FakeDatabase,
    private readonly now: Clock,
  ) {}

  /** Replaces any earlier code of the user with a fresh one and "e-mails" it. */
  async issue(user: UserRecord, subject: string) {
    this.db.resetCodes.deleteMany((q) => q.where({ userId: user.id }));
    const code = randomDigits(6);
    await this.db.resetCodes.create({
      userId: user.id,
      code,
      expiresAt: this.now() + RESET_CODE_TTL_MS,
      failedAttempts: 0,
      verified: false,
    });
    await this.send(user.email, subject, code);
  }

  /**
   * For an identity without an account: a code that opens nothing, "e-mailed" like a real one, so the demo's
   * on-screen inbox cannot tell a visitor whether an account exists.
   */
  async issueDecoy(email: string, subject: string) {
    await this.send(email.trim(), subject, randomDigits(6));
  }

  private async send(to: string, subject: string, code: string) {
    await this.db.outbox.create({ id: randomToken(6), to, subject, code, sentAt: this.now() });
  }

  /**
   * Refuses a missing, used-up, expired or wrong code (a wrong one counts as an attempt); a code that can no longer
   * be used is answered 410, so the client offers a new one at once.
   */
  async check(user: UserRecord, otp: string) {
    const record = this.db.resetCodes.findFirst((q) => q.where({ userId: user.id }));
    if (!record || record.failedAttempts >= RESET_CODE_MAX_ATTEMPTS) {
      throw refuse(DEAD_CODE_STATUS, 'This OTP is no longer valid. Please request a new one.');
    }
    if (record.expiresAt < this.now()) {
      throw refuse(DEAD_CODE_STATUS, 'This OTP has expired. Please request a new one.');
    }
    if (record.code !== otp.trim()) {
      await this.db.resetCodes.update((q) => q.where({ userId: user.id }), {
        data(code) {
          code.failedAttempts += 1;
        },
      });
      throw refuse(400, INVALID_OTP_TEXT);
    }
  }

  async markVerified(user: UserRecord) {
    await this.db.resetCodes.update((q) => q.where({ userId: user.id }), {
      data(code) {
        code.verified = true;
      },
    });
  }

  consume(user: UserRecord) {
    this.db.resetCodes.deleteMany((q) => q.where({ userId: user.id }));
  }
}
