import { inject, injectable } from 'inversify';
import type { Profile } from '../../../domain/account/Profile';
import { toMessage, toProfile, toProfileUpdate } from '../../api/mappers/profileMappers';
import { ApiPaths } from '../../api/paths';
import { SuccessResponseSchema } from '../../api/schemas/common';
import { ProfileResponseSchema, UpdateProfileResponseSchema } from '../../api/schemas/profile';
import type { ProfileApi } from '../../ports/ProfileApi';
import { HttpClient } from '../HttpClient';

@injectable()
export class HttpProfileApi implements ProfileApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async getProfile() {
    return toProfile(await this.http.get(ApiPaths.getProfile, { schema: ProfileResponseSchema }));
  }

  async updateProfile(profile: Profile) {
    return toProfileUpdate(
      await this.http.put(ApiPaths.updateProfile, { schema: UpdateProfileResponseSchema, json: profile }),
    );
  }

  async sendPasswordOtp() {
    return toMessage(
      await this.http.get(ApiPaths.sendPasswordOtp, { schema: SuccessResponseSchema }),
      'OTP sent to your registered email address',
    );
  }

  async changePassword(request: { otp: string; password: string }) {
    return toMessage(
      await this.http.post(ApiPaths.changePassword, { schema: SuccessResponseSchema, json: request }),
      'Password updated successfully!',
    );
  }
}
