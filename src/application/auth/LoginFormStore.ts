import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type LoginInput, validateLogin } from '../../domain/validation/authForms';
import type { FormProblem } from '../../domain/validation/formProblem';
import { sanitizePhoneInput } from '../../domain/validation/phoneInput';
import { SessionStore } from '../session/SessionStore';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';

/** The /login form: phone and password with a show/hide toggle. */
@injectable('Transient')
export class LoginFormStore {
  readonly form = new FormState<LoginInput, keyof LoginInput, FormProblem>({
    values: { phone: '', password: '' },
    validate: validateLogin,
    reveal: 'afterSubmit',
    normalize: { phone: sanitizePhoneInput },
  });
  passwordVisible = false;
  readonly submission = new Submission();

  constructor(@inject(SessionStore) private readonly session: SessionStore) {
    makeAutoObservable<this, 'session'>(this, { session: false }, { autoBind: true });
  }

  togglePasswordVisible() {
    this.passwordVisible = !this.passwordVisible;
  }

  /** Validates, then signs in. Resolves true when the session is saved. */
  async submit(): Promise<boolean> {
    if (!this.form.submit()) return false;
    const { phone, password } = this.form.values;
    const result = await this.submission.run(() => this.session.login({ phone, password }));
    return result.ok;
  }
}
