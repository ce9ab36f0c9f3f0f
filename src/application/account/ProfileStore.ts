import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { detailsOf, type Profile, type ProfileDetails } from '../../domain/account/Profile';
import {
  acceptMobileInput,
  FIX_ERRORS,
  mobileDigits,
  type ProfileProblem,
  validateProfileEmail,
  validateProfileMobile,
  validateProfileName,
} from '../../domain/account/profileValidation';
import { type AppConfig, AppConfigToken } from '../../infrastructure/ports/AppConfig';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { FormState } from '../shared/FormState';
import { Submission } from '../shared/Submission';

/** Account Settings › Profile: view, edit, then save (refresh, leave edit mode) or cancel (restore). */
@injectable('Transient')
export class ProfileStore {
  profile: Profile | null = null;
  /** The edited copy: errors show as soon as a field is edited (and all of them on Save). */
  readonly form = new FormState<ProfileDetails, keyof ProfileDetails, ProfileProblem>({
    values: { name: '', email: '', mobile: '' },
    validate: (draft) => ({
      name: validateProfileName(draft.name),
      email: validateProfileEmail(draft.email, this.config.supportEmail || 'name@example.com'),
      mobile: validateProfileMobile(draft.mobile),
    }),
    reveal: 'afterEdit',
    normalize: { mobile: (typed, previous) => acceptMobileInput(previous, typed) },
  });
  editing = false;
  /** Save was pressed while a field is in error. */
  saveAttemptError: typeof FIX_ERRORS | null = null;
  readonly loading = new Submission();
  readonly saving = new Submission();

  constructor(
    @inject(ProfileApiToken) private readonly api: ProfileApi,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(NotificationCenter) private readonly notifications: NotificationCenter,
    @inject(AppConfigToken) private readonly config: AppConfig,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'notifications' | 'config'>(
      this,
      { api: false, session: false, notifications: false, config: false },
      { autoBind: true },
    );
  }

  get canSave() {
    const filled = Object.values(this.form.values).every((value) => value.trim() !== '');
    return filled && this.form.valid && !this.saving.running;
  }

  async load() {
    const result = await this.loading.run(() => this.api.getProfile());
    if (result.ok) runInAction(() => (this.profile = result.value));
  }

  startEditing() {
    if (!this.profile) return;
    this.form.reset(detailsOf(this.profile));
    this.saveAttemptError = null;
    this.editing = true;
  }

  cancel() {
    this.form.reset(this.profile ? detailsOf(this.profile) : undefined);
    this.editing = false;
    this.saveAttemptError = null;
    this.saving.clearError();
  }

  /** Saves trimmed values; resolves true when saved (the profile is then re-read and edit mode left). */
  async save(): Promise<boolean> {
    this.form.submit();
    if (!this.canSave) {
      this.saveAttemptError = FIX_ERRORS;
      return false;
    }
    this.saveAttemptError = null;
    const { name, email, mobile } = this.form.values;
    const profile = { name: name.trim(), email: email.trim(), mobile: mobileDigits(mobile) };
    const result = await this.saving.run(() => this.api.updateProfile(profile));
    if (!result.ok) return false;
    this.session.applyProfileUpdate(result.value);
    this.notifications.success({ kind: 'profileUpdated' });
    runInAction(() => (this.editing = false));
    await this.load();
    return true;
  }
}
