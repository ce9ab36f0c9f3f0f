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
  restaurants: 'api/external/get-restaurants',
  /** Followed by `/{categoryId}`. */
  restaurantsByCategory: 'api/external/get-restaurants-by-category-id',
  searchCatalogue: 'api/external/search-restaurants-and-categories',
  cuisineCategories: 'api/external/get-cuisines-category',
  /** At the user API host's root (spec §7); answers plain text. */
  clientIp: 'get-ip',
} as const;
