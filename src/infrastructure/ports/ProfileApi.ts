import type { Profile } from '../../domain/account/Profile';
import type { Credentials, User } from '../../domain/session/Session';

export interface ProfileUpdate {
  message: string;
  /** The updated user record, when the server returns one. */
  user: User | null;
  /** New credentials, when the server issues a new token. */
  credentials: Credentials | null;
}

/** Account settings: profile and password change (FEATURES F-account). Rejects with AppError. */
export interface ProfileApi {
  getProfile(): Promise<Profile>;
  updateProfile(profile: Profile): Promise<ProfileUpdate>;
  /** Sends a code to the registered e-mail; resolves with the server's message. */
  sendPasswordOtp(): Promise<string>;
  changePassword(request: { otp: string; password: string }): Promise<string>;
}

export const ProfileApiToken = Symbol.for('ProfileApi');
