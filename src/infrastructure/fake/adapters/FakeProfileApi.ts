import { inject, injectable } from 'inversify';
import type { Profile } from '../../../domain/account/Profile';
import { toMessage, toProfile, toProfileUpdate } from '../../api/mappers/profileMappers';
import { ApiPaths } from '../../api/paths';
import type { ProfileApi } from '../../ports/ProfileApi';
import { FakeGateway } from './FakeGateway';

@injectable()
export class FakeProfileApi implements ProfileApi {
  constructor(@inject(FakeGateway) private readonly gateway: FakeGateway) {}

  async getProfile() {
    return toProfile(
      await this.gateway.call(ApiPaths.getProfile, (server, context) => server.profile.getProfile(context)),
    );
  }

  async updateProfile(profile: Profile) {
    return toProfileUpdate(
      await this.gateway.call(ApiPaths.updateProfile, (server, context) =>
        server.profile.updateProfile(context, profile),
      ),
    );
  }

  async sendPasswordOtp() {
    const response = await this.gateway.call(ApiPaths.sendPasswordOtp, (server, context) =>
      server.profile.sendPasswordOtp(context),
    );
    return toMessage(response, 'OTP sent to your registered email address');
  }

  async changePassword(request: { otp: string; password: string }) {
    const response = await this.gateway.call(ApiPaths.changePassword, (server, context) =>
      server.profile.changePassword(context, request),
    );
    return toMessage(response, 'Password updated successfully!');
  }
}
