import { inject, injectable } from 'inversify';
import { ApiPaths } from '../../api/paths';
import { LoginResponseSchema, MeResponseSchema } from '../../api/schemas/auth';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { toCredentials, toUser } from '../../api/mappers/authMappers';
import { ensureSuccess } from '../../api/mappers/ensureSuccess';
import type { AuthApi, LoginRequest, RegisterRequest, ResetIdentity } from '../../ports/AuthApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async login(request: LoginRequest) {
    return toCredentials(await this.http.post(ApiPaths.login, { schema: LoginResponseSchema, json: request }));
  }

  async currentUser() {
    return toUser(await this.http.get(ApiPaths.me, { schema: MeResponseSchema }));
  }

  async register(request: RegisterRequest) {
    ensureSuccess(await this.http.post(ApiPaths.register, { schema: SuccessResponseSchema, json: request }));
  }

  async requestPasswordReset(identity: ResetIdentity) {
    ensureSuccess(await this.http.post(ApiPaths.forgotPassword, { schema: SuccessResponseSchema, json: identity }));
  }

  async verifyResetOtp(request: ResetIdentity & { otp: string }) {
    ensureSuccess(await this.http.post(ApiPaths.verifyResetOtp, { schema: SuccessResponseSchema, json: request }));
  }

  async resetPassword(request: ResetIdentity & { otp: string; password: string }) {
    ensureSuccess(await this.http.post(ApiPaths.resetPassword, { schema: SuccessResponseSchema, json: request }));
  }

  async logout(token: string) {
    ensureSuccess(await this.http.post(ApiPaths.logout, { schema: SuccessResponseSchema, token }));
  }
}
