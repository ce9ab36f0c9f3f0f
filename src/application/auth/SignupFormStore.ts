import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type SignupInput, validateSignup } from '../../domain/validation/authForms';
import type { FormProblem } from '../../domain/validation/formProblem';
import { passwordRuleResults } from '../../domain/validation/password';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { type AuthApi, AuthApiToken } from '../../infrastructure/ports/AuthApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';

/** The /signup form: name, phone, email, password. */
@injectable('Transient')
export class SignupFormStore {
  readonly form = new FormState<SignupInput, keyof SignupInput, FormProblem>({
    values: { name: '', phone: '', email: '', password: '' },
    validate: validateSignup,
    reveal: 'afterSubmit',
    normalize: { phone: sanitizePhoneInput },
  });
  passwordVisible = false;
  readonly submission = new Submission();

  constructor(
    @inject(AuthApiToken) private readonly api: AuthApi,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
  ) {
    makeAutoObservable<this, 'api' | 'notifications'>(this, { api: false, notifications: false }, { autoBind: true });
  }

  get passwordRules() {
    return passwordRuleResults(this.form.values.password);
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Resolves true when the account exists; the page then goes to /login. */
  async submit(): Promise<boolean> {
    if (!this.form.submit()) return false;
    const { name, phone, email, password } = this.form.values;
    const result = await this.submission.run(() =>
      this.api.register({ firstName: name.trim(), mobile: phone, email: email.trim(), password }),
    );
    if (result.ok) this.notifications.success({ kind: 'accountCreated' });
    return result.ok;
  }
}
