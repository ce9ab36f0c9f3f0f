import { ProfileEndpoints } from '../../api/endpoints/profileEndpoints';
import { route } from './route';

export const profileRoutes = [
  route(ProfileEndpoints.get, (server, context) => server.profile.getProfile(context)),
  route(ProfileEndpoints.update, (server, context, { body }) => server.profile.updateProfile(context, body)),
  route(ProfileEndpoints.sendPasswordOtp, (server, context) => server.profile.sendPasswordOtp(context)),
  route(ProfileEndpoints.changePassword, (server, context, { body }) => server.profile.changePassword(context, body)),
];
