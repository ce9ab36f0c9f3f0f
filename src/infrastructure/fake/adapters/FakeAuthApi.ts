import { inject, injectable } from 'inversify';
import { toCredentials, toUser } from '../../api/mappers/authMappers';
import { ApiPaths } from '../../api/paths';
import type { AuthApi, LoginRequest, RegisterRequest, ResetIdentity } from '../../ports/AuthApi';
import { FakeGateway } from './FakeGateway';
import { refusedOr } from './parseAnswer';

@injectable()
export class FakeAuthApi implements AuthApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async login(request: LoginRequest) {
    return toCredentials(await this.gateway.call(ApiPaths.login, (server) => server.auth.login(request)));
  }

  async currentUser() {
    return toUser(await this.gateway.call(ApiPaths.me, (server, context) => server.auth.me(context)));
  }

  async register(request: RegisterRequest) {
    refusedOr(await this.gateway.call(ApiPaths.register, (server) => server.auth.register(request)));
  }

  async requestPasswordReset(identity: ResetIdentity) {
    refusedOr(await this.gateway.call(ApiPaths.forgotPassword, (server) => server.auth.forgotPassword(identity)));
  }

  async verifyResetOtp(request: ResetIdentity & { otp: string }) {
    refusedOr(await this.gateway.call(ApiPaths.verifyResetOtp, (server) => server.auth.verifyResetOtp(request)));
  }

  async resetPassword(request: ResetIdentity & { otp: string; password: string }) {
    refusedOr(await this.gateway.call(ApiPaths.resetPassword, (server) => server.auth.resetPassword(request)));
  }

  async logout(token: string) {
    refusedOr(await this.gateway.call(ApiPaths.logout, (server, context) => server.auth.logout(context), { token }));
  }
}
