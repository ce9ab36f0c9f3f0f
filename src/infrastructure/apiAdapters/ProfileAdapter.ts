import { inject, injectable } from 'inversify';
import type { Profile } from '../../domain/account/Profile';
import { ProfileEndpoints } from '../api/endpoints/profileEndpoints';
import { type EndpointCaller, EndpointCallerToken } from '../api/EndpointCaller';
import type { ProfileApi } from '../ports/ProfileApi';

@injectable()
export class ProfileAdapter implements ProfileApi {
  constructor(@inject(EndpointCallerToken) private readonly caller: EndpointCaller) {}

  getProfile = () => this.caller.call(ProfileEndpoints.get, undefined);
  updateProfile = (profile: Profile) => this.caller.call(ProfileEndpoints.update, profile);
  sendPasswordOtp = () => this.caller.call(ProfileEndpoints.sendPasswordOtp, undefined);
  changePassword = (request: { otp: string; password: string }) =>
    this.caller.call(ProfileEndpoints.changePassword, request);
}
