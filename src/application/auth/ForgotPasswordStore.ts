import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type ForgotPasswordProblem, validateForgotPassword } from '../../domain/validation/authForms';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';

/** /forgot-password: e-mail and phone; sends the reset code. */
@injectable('Transient')
export class ForgotPasswordStore {
  /** One message at a time above the fields (FEATURES F-foundation), shown after Send OTP until the next edit. */
  readonly form = new FormState<{ email: string; phone: string }, 'email' | 'phone', ForgotPasswordProblem>({
    values: { email: '', phone: '' },
    validate: () => ({}),
    validateForm: ({ email, phone }) => validateForgotPassword(email, phone),
    reveal: 'afterSubmit',
    normalize: { phone: sanitizePhoneInput },
  });
  /** The 'sent' state disables Send OTP (FEATURES F-foundation). */
  sent = false;
  readonly submission = new Submission();

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'api' | 'notifications'>(this, { api: false, notifications: false }, { autoBind: true });
  }

  /** The form's problem, shown after Send OTP until the next edit. */
  get problem(): ForgotPasswordProblem | null {
    return this.form.shownFormMessage;
  }

  /** The identity the code is sent for, as typed (e-mail trimmed). */
  get identity() {
    return { email: this.form.values.email.trim(), phone: this.form.values.phone };
  }

  /** Resolves true when the code was sent; the page then goes to /verify-reset-otp. */
  async send(): Promise<boolean> {
    if (!this.form.submit()) return false;
    const { email, phone } = this.identity;
    const result = await this.submission.run(() =>
      this.api.requestPasswordReset({ userEmail: email, userPhone: phone }),
    );
    if (!result.ok) return false;
    this.sent = true;
    this.notifications.success({ kind: 'otpSent' });
    return true;
  }
}
