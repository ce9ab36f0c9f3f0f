import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ResetPasswordProblem, validateResetPassword } from '../../domain/validation/authForms';
import { passwordRuleResults } from '../../domain/validation/password';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';
import type { RecoveryIdentity } from './OtpVerificationStore';

/** /reset-password: new and confirm password with the live checklist. */
@injectable('Transient')
export class ResetPasswordStore {
  identity: (RecoveryIdentity & { otp: string }) | null = null;
  /** The first unmet rule of FEATURES F-foundation shows once either field was typed in. */
  readonly form = new FormState<
    { password: string; confirmation: string },
    'password' | 'confirmation',
    ResetPasswordProblem
  >({
    values: { password: '', confirmation: '' },
    validate: () => ({}),
    validateForm: ({ password, confirmation }) => validateResetPassword(password, confirmation),
    reveal: 'afterEdit',
  });
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
    return passwordRuleResults(this.form.values.password);
  }

  get canSubmit() {
    return this.form.valid && !this.submission.running && !this.done;
  }

  /** The verified recovery (e-mail, phone, code) whose password this form resets. */
  resetFor(identity: RecoveryIdentity & { otp: string }) {
    this.identity = identity;
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Resolves true when the password was changed; the page then goes to /login after 2 seconds. */
  async submit(): Promise<boolean> {
    if (!this.identity || !this.canSubmit || !this.form.submit()) return false;
    const { email, phone, otp } = this.identity;
    const { password } = this.form.values;
    const result = await this.submission.run(() =>
      this.api.resetPassword({ userEmail: email, userPhone: phone, otp, password }),
    );
    if (!result.ok) return false;
    this.done = true;
    this.notifications.success({ kind: 'passwordReset' });
    return true;
  }
}
