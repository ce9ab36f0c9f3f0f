import { inject, injectable } from 'inversify';
import { AuthEndpoints } from '../api/endpoints/authEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { AuthApi, LoginRequest, RegisterRequest, ResetIdentity } from '../ports/AuthApi';

@injectable()
export class AuthAdapter implements AuthApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  login = (request: LoginRequest) => this.caller.call(AuthEndpoints.login, request);
  currentUser = () => this.caller.call(AuthEndpoints.me, undefined);
  register = (request: RegisterRequest) => this.caller.call(AuthEndpoints.register, request);
  requestPasswordReset = (identity: ResetIdentity) => this.caller.call(AuthEndpoints.forgotPassword, identity);
  verifyResetOtp = (request: ResetIdentity & { otp: string }) =>
    this.caller.call(AuthEndpoints.verifyResetOtp, request);
  resetPassword = (request: ResetIdentity & { otp: string; password: string }) =>
    this.caller.call(AuthEndpoints.resetPassword, request);
  logout = (token: string) => this.caller.call(AuthEndpoints.logout, undefined, { token });
}
