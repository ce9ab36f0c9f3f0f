import type { Profile } from '../../../domain/account/Profile';
import { endpoint } from '../endpoint';
import { toMessage, toProfile, toProfileUpdate } from '../mappers/profileMappers';
import { ApiPaths } from '../paths';
import { SuccessResponseSchema } from '../schemas/common';
import { ProfileResponseSchema, UpdateProfileResponseSchema } from '../schemas/profile';

/** The profile screen's calls (FEATURES F-account). */
export const ProfileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: ApiPaths.getProfile,
    request: () => ({}),
    response: ProfileResponseSchema,
    map: toProfile,
  }),
  update: endpoint({
    method: 'PUT',
    path: ApiPaths.updateProfile,
    request: (profile: Profile) => ({ json: profile }),
    response: UpdateProfileResponseSchema,
    map: toProfileUpdate,
  }),
  sendPasswordOtp: endpoint({
    method: 'GET',
    path: ApiPaths.sendPasswordOtp,
    request: () => ({}),
    response: SuccessResponseSchema,
    map: (response) => toMessage(response, 'OTP sent to your registered email address'),
  }),
  changePassword: endpoint({
    method: 'POST',
    path: ApiPaths.changePassword,
    request: (request: { otp: string; password: string }) => ({ json: request }),
    response: SuccessResponseSchema,
    map: (response) => toMessage(response, 'Password updated successfully!'),
  }),
};
