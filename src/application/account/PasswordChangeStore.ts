import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  PASSWORD_CHANGE_RESET_DELAY_MS,
  PASSWORD_OTP_FIRST_COUNTDOWN_SECONDS,
  PASSWORD_OTP_RESEND_COUNTDOWN_SECONDS,
} from '../../domain/account/Profile';
import {
  type NewPasswordProblem,
  validateNewPassword,
  validatePasswordConfirmation,
  validateProfileOtp,
} from '../../domain/account/profileValidation';
import type { ProblemOf } from '../../domain/validation/formProblem';
import { type DemoBackend, DemoBackendToken } from '../../infrastructure/ports/DemoBackend';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import type { AccountNotice } from './accountNotices';
import { SessionStore } from '../session/SessionStore';
import { Countdown } from '../shared/Countdown';
import { DemoInbox } from '../shared/DemoInbox';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';

export type PasswordChangeStep = 'form' | 'otp' | 'success';

/** Account Settings › Security: form, then a code e-mailed to the customer, then success. */
@injectable('Transient')
export class PasswordChangeStore {
  step: PasswordChangeStep = 'form';
  /** The new password twice: an error shows once its field was typed in. */
  readonly form = new FormState<
    { password: string; confirmation: string },
    'password' | 'confirmation',
    NewPasswordProblem | ProblemOf<'confirmationDiffers'>
  >({
    values: { password: '', confirmation: '' },
    validate: ({ password, confirmation }) => ({
      password: validateNewPassword(password),
      confirmation: validatePasswordConfirmation(password, confirmation),
    }),
    reveal: 'afterEdit',
  });
  /** The e-mailed code: digits only, at most 6; its error shows on Update Password. */
  readonly otpForm = new FormState<{ otp: string }, 'otp', ProblemOf<'otpInvalid'>>({
    values: { otp: '' },
    validate: ({ otp }) => ({ otp: validateProfileOtp(otp) }),
    reveal: 'afterSubmit',
    normalize: { otp: (typed) => typed.replace(/\D/g, '').slice(0, 6) },
  });
  passwordVisible = false;
  readonly countdown = new Countdown();
  readonly demoInbox: DemoInbox;
  readonly sending = new Submission();
  readonly updating = new Submission();
  private resetTimer: ReturnType<typeof setTimeout> | undefined;
  /** Counts disposals: an answer that arrives after the screen went away changes nothing. */
  private lifetime = 0;

  constructor(
    @inject(ProfileApiToken) private readonly api: ProfileApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(DemoBackendToken) demo: DemoBackend,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    this.demoInbox = new DemoInbox(demo);
    makeAutoObservable<this, 'api' | 'notifications' | 'session' | 'resetTimer' | 'lifetime'>(
      this,
      { api: false, notifications: false, session: false, resetTimer: false, lifetime: false },
      { autoBind: true },
    );
  }

  /** The tab shows: its timers (countdown, the return to the form after success) last until the disposer runs. */
  start(): () => void {
    return this.stop;
  }

  /** Send OTP is disabled while either field is empty or invalid. */
  get canSendOtp() {
    return this.form.valid && this.form.values.confirmation !== '' && !this.sending.running;
  }

  get canResend() {
    return this.countdown.finished && !this.sending.running;
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  async sendOtp(): Promise<void> {
    if (!this.canSendOtp) return;
    if (await this.requestCode(PASSWORD_OTP_FIRST_COUNTDOWN_SECONDS)) runInAction(() => (this.step = 'otp'));
  }

  /** Allowed only when the countdown reaches 0; then the countdown is 30 seconds. */
  async resend(): Promise<void> {
    if (!this.canResend) return;
    if (await this.requestCode(PASSWORD_OTP_RESEND_COUNTDOWN_SECONDS, { kind: 'otpResent' }))
      runInAction(() => this.otpForm.reset({ otp: '' }));
  }

  async updatePassword(): Promise<void> {
    if (!this.otpForm.submit()) return;
    const { otp } = this.otpForm.values;
    const { password } = this.form.values;
    const lifetime = this.lifetime;
    const result = await this.updating.run(() => this.api.changePassword({ otp, password }));
    if (lifetime !== this.lifetime) return;
    if (!result.ok) {
      this.notifications.error({ kind: 'passwordChangeFailed', failure: result.failure });
      return;
    }
    this.notifications.success({ kind: 'passwordUpdated' });
    this.step = 'success';
    this.countdown.stop();
    this.resetTimer = setTimeout(this.cancel, PASSWORD_CHANGE_RESET_DELAY_MS);
  }

  /** Back to the form with every field cleared. */
  cancel() {
    clearTimeout(this.resetTimer);
    this.countdown.stop();
    this.step = 'form';
    this.form.reset({ password: '', confirmation: '' });
    this.otpForm.reset({ otp: '' });
    this.demoInbox.clear();
    this.sending.clearError();
    this.updating.clearError();
  }

  private stop() {
    this.lifetime += 1;
    clearTimeout(this.resetTimer);
    this.countdown.stop();
  }

  /** Asks for a code; the toast says it was sent (or resent). */
  private async requestCode(
    countdownSeconds: number,
    sent: AccountNotice = { kind: 'passwordOtpSent' },
  ): Promise<boolean> {
    const lifetime = this.lifetime;
    const result = await this.sending.run(() => this.api.sendPasswordOtp());
    if (lifetime !== this.lifetime) return false;
    if (!result.ok) {
      this.notifications.error({ kind: 'passwordOtpFailed', failure: result.failure });
      return false;
    }
    this.notifications.success(sent);
    this.countdown.start(countdownSeconds);
    await this.demoInbox.refresh(this.session.user?.email);
    return true;
  }
}
