import type { LoginRequest, RegisterRequest, ResetIdentity } from '../../ports/AuthApi';
import { endpoint, succeeded } from '../endpoint';
import { toCredentials, toUser } from '../mappers/authMappers';
import { ApiPaths } from '../paths';
import { LoginResponseSchema, MeResponseSchema } from '../schemas/auth';
import { SuccessResponseSchema } from '../schemas/common';

/** A POST whose body is the input and whose answer is the envelope only. */
const postOf = <Input>(path: string) =>
  endpoint({
    method: 'POST',
    path,
    request: (input: Input) => ({ json: input }),
    response: SuccessResponseSchema,
    map: succeeded,
  });

/** Sign-in, sign-up and password recovery (FEATURES F-foundation: auth rows); logout is ours (FEATURES F-safety). */
export const AuthEndpoints = {
  login: endpoint({
    method: 'POST',
    path: ApiPaths.login,
    request: (request: LoginRequest) => ({ json: request }),
    response: LoginResponseSchema,
    map: toCredentials,
  }),
  me: endpoint({
    method: 'GET',
    path: ApiPaths.me,
    request: () => ({}),
    response: MeResponseSchema,
    map: toUser,
  }),
  register: postOf<RegisterRequest>(ApiPaths.register),
  forgotPassword: postOf<ResetIdentity>(ApiPaths.forgotPassword),
  verifyResetOtp: postOf<ResetIdentity & { otp: string }>(ApiPaths.verifyResetOtp),
  resetPassword: postOf<ResetIdentity & { otp: string; password: string }>(ApiPaths.resetPassword),
  /** Sent with the token of the session to end (CallOptions.token). */
  logout: endpoint({
    method: 'POST',
    path: ApiPaths.logout,
    request: () => ({}),
    response: SuccessResponseSchema,
    map: succeeded,
  }),
};
