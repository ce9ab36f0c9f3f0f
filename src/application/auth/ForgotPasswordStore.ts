import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { validateForgotPassword } from '../../domain/validation/authForms';
import { sanitizePhoneInput } from '../../domain/validation/phone';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { Submission } from '../shared/Submission';

export const OTP_SENT_TEXT = 'OTP sent successfully to your email';

/** /forgot-password: e-mail and phone; sends the reset code. */
@injectable('Transient')
export class ForgotPasswordStore {
  email = '';
  phone = '';
  validationError: string | null = null;
  /** The 'sent' state disables Send OTP (spec §4). */
  sent = false;
  readonly submission = new Submission();

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'api' | 'notifications'>(this, { api: false, notifications: false }, { autoBind: true });
  }

  get error() {
    return this.validationError ?? this.submission.error;
  }

  setEmail(value: string) {
    this.email = value;
    this.validationError = null;
  }

  setPhone(value: string) {
    this.phone = sanitizePhoneInput(value);
    this.validationError = null;
  }

  /** Resolves true when the code was sent; the page then goes to /verify-reset-otp. */
  async send(): Promise<boolean> {
    this.validationError = validateForgotPassword(this.email, this.phone);
    if (this.validationError) return false;
    const result = await this.submission.run(() =>
      this.api.requestPasswordReset({ userEmail: this.email.trim(), userPhone: this.phone }),
    );
    if (!result.ok) return false;
    this.sent = true;
    this.notifications.success(OTP_SENT_TEXT);
    return true;
  }
}
