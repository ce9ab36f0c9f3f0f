import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { validateResetPassword } from '../../domain/validation/authForms';
import { passwordRuleResults } from '../../domain/validation/password';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { Submission } from '../shared/Submission';
import type { RecoveryIdentity } from './OtpVerificationStore';

export const PASSWORD_RESET_TEXT = 'Password reset successfully!';

/** /reset-password: new and confirm password with the live checklist. */
@injectable('Transient')
export class ResetPasswordStore {
  identity: (RecoveryIdentity & { otp: string }) | null = null;
  password = '';
  confirmation = '';
  passwordVisible = false;
  done = false;
  readonly submission = new Submission();

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'api' | 'notifications'>(this, { api: false, notifications: false }, { autoBind: true });
  }

  get rules() {
    return passwordRuleResults(this.password);
  }

  /** The first unmet rule of spec §5, or null when the form may be submitted. */
  get validationMessage() {
    return validateResetPassword(this.password, this.confirmation);
  }

  get canSubmit() {
    return this.validationMessage === null && !this.submission.running && !this.done;
  }

  start(identity: RecoveryIdentity & { otp: string }) {
    this.identity = identity;
  }

  setPassword(value: string) {
    this.password = value;
  }

  setConfirmation(value: string) {
    this.confirmation = value;
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Resolves true when the password was changed; the page then goes to /login after 2 seconds. */
  async submit(): Promise<boolean> {
    if (!this.identity || !this.canSubmit) return false;
    const { email, phone, otp } = this.identity;
    const result = await this.submission.run(() =>
      this.api.resetPassword({ userEmail: email, userPhone: phone, otp, password: this.password }),
    );
    if (!result.ok) return false;
    this.done = true;
    this.notifications.success(PASSWORD_RESET_TEXT);
    return true;
  }
}
