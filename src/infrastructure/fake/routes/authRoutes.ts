import { AuthEndpoints } from '../../api/endpoints/authEndpoints';
import { route } from './route';

export const authRoutes = [
  route(AuthEndpoints.login, (server, _context, { body }) => server.auth.login(body)),
  route(AuthEndpoints.me, (server, context) => server.auth.me(context)),
  route(AuthEndpoints.register, (server, _context, { body }) => server.auth.register(body)),
  route(AuthEndpoints.forgotPassword, (server, _context, { body }) => server.auth.forgotPassword(body)),
  route(AuthEndpoints.verifyResetOtp, (server, _context, { body }) => server.auth.verifyResetOtp(body)),
  route(AuthEndpoints.resetPassword, (server, _context, { body }) => server.auth.resetPassword(body)),
  route(AuthEndpoints.logout, (server, context) => server.auth.logout(context)),
];
