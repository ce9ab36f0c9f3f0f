import { AppError } from '../../../domain/errors/AppError';
import type { Credentials, User } from '../../../domain/session/Session';
import type { LoginResponse, MeResponse, UserDto } from '../schemas/auth';
import { ensureSuccess } from './ensureSuccess';

export function toCredentials(response: LoginResponse): Credentials {
  ensureSuccess(response);
  if (!response.token) throw new AppError('malformed', 'Sign-in answered without a session token. Please try again.');
  return { token: response.token, roleType: response.roleType ?? null };
}

export function toUser(response: MeResponse): User {
  ensureSuccess(response);
  const dto: UserDto | undefined = response.data ?? response.user;
  if (!dto) throw new AppError('malformed', 'Your profile could not be read. Please try again.');
  const name = dto.name ?? [dto.firstName, dto.lastName].filter(Boolean).join(' ');
  return {
    id: dto.id ?? dto._id,
    name: name.trim(),
    email: dto.email ?? '',
    mobile: String(dto.mobile ?? dto.phone ?? ''),
  };
}
