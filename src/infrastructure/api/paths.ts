/**
 * The provider API's paths (spec §7), relative to the configured base URL.
 * Shared by the HTTP adapters and the msw handlers that expose the fake backend.
 */
export const ApiPaths = {
  login: 'api/auth/login',
  me: 'api/auth/me',
  register: 'api/auth/register',
  forgotPassword: 'api/auth/forgot-password',
  verifyResetOtp: 'api/auth/verify-reset-otp',
  resetPassword: 'api/auth/reset-password',
  getProfile: 'api/profile/get-profile',
  updateProfile: 'api/profile/update-profile',
  sendPasswordOtp: 'api/profile/send-reset-password-otp',
  changePassword: 'api/profile/user-reset-password',
} as const;
