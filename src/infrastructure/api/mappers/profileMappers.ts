import type { Profile } from '../../../domain/account/Profile';
import { AppError } from '../../../domain/errors/AppError';
import type { ProfileUpdate } from '../../ports/ProfileApi';
import type { SuccessResponse } from '../schemas/common';
import type { ProfileResponse, UpdateProfileResponse } from '../schemas/profile';
import { toUser } from './authMappers';
import { ensureSuccess } from './ensureSuccess';

export function toProfile(response: ProfileResponse): Profile {
  ensureSuccess(response);
  if (!response.data) throw new AppError('malformed', 'Your profile could not be read. Please try again.');
  const { name, email, mobile, language } = response.data;
  return language ? { name, email, mobile, language } : { name, email, mobile };
}

export function toProfileUpdate(response: UpdateProfileResponse): ProfileUpdate {
  ensureSuccess(response);
  return {
    message: response.message ?? 'Profile updated successfully',
    user: response.user ? toUser({ success: true, data: response.user }) : null,
    credentials: response.token ? { token: response.token, roleType: response.user?.roleType ?? null } : null,
  };
}

export function toMessage(response: SuccessResponse, fallback: string): string {
  ensureSuccess(response);
  return response.message ?? fallback;
}
