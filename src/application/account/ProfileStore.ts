import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Profile } from '../../domain/account/Profile';
import {
  acceptMobileInput,
  FIX_ERRORS_TEXT,
  mobileDigits,
  validateProfileEmail,
  validateProfileMobile,
  validateProfileName,
} from '../../domain/account/profileValidation';
import { type AppConfig, AppConfigToken } from '../../infrastructure/ports/AppConfig';
import { type ProfileApi, ProfileApiToken } from '../../infrastructure/ports/ProfileApi';
import { NotificationCenter } from '../notifications/NotificationCenter';
import { SessionStore } from '../session/SessionStore';
import { Submission } from '../shared/Submission';

export const PROFILE_UPDATED_TEXT = 'Profile updated successfully';

/** Account Settings › Profile: view, edit, then save (refresh, leave edit mode) or cancel (restore). */
@injectable('Transient')
export class ProfileStore {
  profile: Profile | null = null;
  draft: Profile = { name: '', email: '', mobile: '' };
  editing = false;
  saveAttemptError: string | null = null;
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

  get errors() {
    return {
      name: validateProfileName(this.draft.name),
      email: validateProfileEmail(this.draft.email, this.config.supportEmail || 'name@example.com'),
      mobile: validateProfileMobile(this.draft.mobile),
    };
  }

  get canSave() {
    const filled = Object.values(this.draft).every((value) => value.trim() !== '');
    return filled && !Object.values(this.errors).some(Boolean) && !this.saving.running;
  }

  async load() {
    const result = await this.loading.run(() => this.api.getProfile());
    if (result.ok) runInAction(() => (this.profile = result.value));
  }

  startEditing() {
    if (!this.profile) return;
    this.draft = { ...this.profile };
    this.saveAttemptError = null;
    this.editing = true;
  }

  cancel() {
    this.draft = this.profile ? { ...this.profile } : this.draft;
    this.editing = false;
    this.saveAttemptError = null;
    this.saving.clearError();
  }

  setName(value: string) {
    this.draft.name = value;
  }

  setEmail(value: string) {
    this.draft.email = value;
  }

  setMobile(value: string) {
    this.draft.mobile = acceptMobileInput(this.draft.mobile, value);
  }

  /** Saves trimmed values; resolves true when saved (the profile is then re-read and edit mode left). */
  async save(): Promise<boolean> {
    if (!this.canSave) {
      this.saveAttemptError = FIX_ERRORS_TEXT;
      return false;
    }
    this.saveAttemptError = null;
    const profile = { name: this.draft.name.trim(), email: this.draft.email.trim(), mobile: mobileDigits(this.draft.mobile) };
    const result = await this.saving.run(() => this.api.updateProfile(profile));
    if (!result.ok) return false;
    this.session.applyProfileUpdate(result.value);
    this.notifications.success(PROFILE_UPDATED_TEXT);
    runInAction(() => (this.editing = false));
    await this.load();
    return true;
  }
}
