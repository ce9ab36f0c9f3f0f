import type { Credentials, User } from '../../domain/session/Session';

export interface LoginRequest {
  phone: string;
  password: string;
}

export interface RegisterRequest {
  firstName: string;
  mobile: string;
  email: string;
  password: string;
}

export interface ResetIdentity {
  userEmail: string;
  userPhone: string;
}

/**
 * Sign-in, sign-up and password recovery (FEATURES F-foundation: auth rows).
 * Every method rejects with an AppError whose message is ready to show.
 */
export interface AuthApi {
  login(request: LoginRequest): Promise<Credentials>;
  currentUser(): Promise<User>;
  register(request: RegisterRequest): Promise<void>;
  /** Sends (or re-sends) a reset code to the customer's e-mail. */
  requestPasswordReset(identity: ResetIdentity): Promise<void>;
  verifyResetOtp(request: ResetIdentity & { otp: string }): Promise<void>;
  resetPassword(request: ResetIdentity & { otp: string; password: string }): Promise<void>;
  /** Ends the session of `token` on the server (the token stops working everywhere). */
  logout(token: string): Promise<void>;
}

export const AuthApiToken = Symbol.for('AuthApi');
