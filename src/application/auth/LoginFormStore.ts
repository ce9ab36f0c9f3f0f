import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type FieldErrors, hasErrors, type LoginInput, validateLogin } from '../../domain/validation/authForms';
import { sanitizePhoneInput } from '../../domain/validation/phone';
import { SessionStore } from '../session/SessionStore';
import { Submission } from '../shared/Submission';

/** The /login form: phone and password with a show/hide toggle. */
@injectable('Transient')
export class LoginFormStore {
  phone = '';
  password = '';
  passwordVisible = false;
  fieldErrors: FieldErrors<keyof LoginInput> = {};
  readonly submission = new Submission();

  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false }, { autoBind: true });
  }

  setPhone(value: string) {
    this.phone = sanitizePhoneInput(value);
    this.fieldErrors.phone = undefined;
  }

  setPassword(value: string) {
    this.password = value;
    this.fieldErrors.password = undefined;
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Validates, then signs in. Resolves true when the session is saved. */
  async submit(): Promise<boolean> {
    this.fieldErrors = validateLogin({ phone: this.phone, password: this.password });
    if (hasErrors(this.fieldErrors)) return false;
    const result = await this.submission.run(() => this.session.login({ phone: this.phone, password: this.password }));
    return result.ok;
  }
}
