import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEAD_CODE_STATUS, OTP_RESEND_SECONDS, secondsUntil } from '../../domain/auth/recovery';
import { isAppError } from '../../domain/errors/AppError';
import type { ProblemOf } from '../../domain/validation/formProblem';
import { emptyOtp, isCompleteOtp } from '../../domain/validation/otp';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { type DemoBackend, DemoBackendToken } from '../../infrastructure/ports/DemoBackend';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { Countdown } from '../shared/Countdown';
import { DemoInbox } from '../shared/DemoInbox';
import { Submission } from '../shared/Submission';

export interface RecoveryIdentity {
  email: string;
  phone: string;
}

/** /verify-reset-otp: six digits, a 300-second resend countdown, verify and resend. */
@injectable('Transient')
export class OtpVerificationStore {
  identity: RecoveryIdentity | null = null;
  digits: string[] = emptyOtp();
  readonly countdown = new Countdown();
  /** When a new code may be requested (epoch ms); the screen keeps it across a reload. */
  resendAt = 0;
  /** Verify was pressed before all six digits were in. */
  validationError: ProblemOf<'otpIncomplete'> | null = null;
  /** Increases whenever the first box should take focus again (after a failed verification or a resend). */
  focusFirstRequests = 0;
  readonly demoInbox: DemoInbox;
  readonly verification = new Submission();
  readonly resending = new Submission();

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(DemoBackendToken) demo: DemoBackend,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    this.demoInbox = new DemoInbox(demo);
    makeAutoObservable<this, 'api' | 'notifications'>(this, { api: false, notifications: false }, { autoBind: true });
  }

  get secondsLeft() {
    return this.countdown.secondsLeft;
  }

  get canResend() {
    return this.countdown.finished && !this.resending.running;
  }

  /** Why the last verify or resend failed (a server's refusal in its own words), while no digits are missing. */
  get failure() {
    return this.validationError ? null : (this.verification.failure ?? this.resending.failure);
  }

  /**
   * Starts the resend countdown for the customer from /forgot-password (until `resendAt` when the screen kept one,
   * after a reload); the returned disposer stops it.
   */
  start(email: string, phone: string, resendAt: number | null): () => void {
    this.identity = { email, phone };
    this.allowResendAt(resendAt ?? Date.now() + OTP_RESEND_SECONDS * 1000);
    void this.demoInbox.refresh(email);
    return this.stop;
  }

  setDigits(digits: string[]) {
    this.digits = digits;
    this.validationError = null;
  }

  /** Resolves to the verified code, or null (the digits are then cleared and the first box focused). */
  async verify(): Promise<string | null> {
    if (!this.identity) return null;
    if (!isCompleteOtp(this.digits)) {
      this.validationError = { kind: 'otpIncomplete' };
      return null;
    }
    const otp = this.digits.join('');
    const { email, phone } = this.identity;
    const result = await this.verification.run(async () => {
      try {
        await this.api.verifyResetOtp({ userEmail: email, userPhone: phone, otp });
      } catch (error) {
        if (isAppError(error) && error.status === DEAD_CODE_STATUS && this.identity) this.allowResendAt(Date.now());
        throw error;
      }
    });
    if (this.identity === null) return null; // the screen went away meanwhile
    if (!result.ok) {
      this.clearDigits();
      return null;
    }
    this.notifications.success({ kind: 'otpVerified' });
    return otp;
  }

  /** Available once the countdown reaches 0; a success restarts it and clears the digits. */
  async resend(): Promise<void> {
    if (!this.identity || !this.canResend) return;
    const { email, phone } = this.identity;
    this.verification.clearError();
    const result = await this.resending.run(() =>
      this.api.requestPasswordReset({ userEmail: email, userPhone: phone }),
    );
    if (!result.ok || this.identity === null) return;
    this.notifications.success({ kind: 'otpResent' });
    this.clearDigits();
    this.allowResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
    await this.demoInbox.refresh(email);
  }

  /** The screen went away: no tick, and an answer still on its way changes nothing. */
  private stop() {
    this.identity = null;
    this.countdown.stop();
  }

  private allowResendAt(resendAt: number) {
    this.resendAt = resendAt;
    this.countdown.start(secondsUntil(resendAt, Date.now()));
  }

  private clearDigits() {
    this.digits = emptyOtp();
    this.focusFirstRequests += 1;
  }
}
